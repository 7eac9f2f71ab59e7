// `npm start`: build the web app if needed, then run the server (which migrates, seeds
// an empty database and serves API, subscriptions and the app on PORT).
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureWebBuild } from "./web-build.mjs";

const root = path.resolve(import.meta.dirname, "..");

try {
  ensureWebBuild();
} catch {
  console.error("The web app failed to build (see above).");
  process.exit(1);
}

const server = spawn(process.execPath, ["--import", "tsx", path.join(root, "apps/server/src/main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
