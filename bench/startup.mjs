// Start-up benchmark: time from process start to /readyz on an empty data directory
// (migrations + demo seed on PGlite), then to a first GraphQL answer, and the server's
// resident memory once ready. Compares with bench/baselines.json and exits 1 on a
// regression beyond the allowed margin. Run: `npm run bench` (after `npm run build`).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const baselines = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "baselines.json"), "utf8"),
).startup;
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "launchpad-bench-"));

const started = performance.now();
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "production" },
  stdio: "ignore",
});

async function waitFor(url, init) {
  for (;;) {
    try {
      const response = await fetch(url, init);
      if (response.ok) return response;
    } catch {}
    if (performance.now() - started > 180_000) throw new Error(`${url} not ready after 180 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

try {
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  const readyMs = performance.now() - started;
  await waitFor(`http://127.0.0.1:${port}/graphql?operation=Incubator`, {
    method: "POST",
    headers: { "content-type": "application/json", "apollo-require-preflight": "true" },
    body: JSON.stringify({ query: "query Incubator { incubator { name } }" }),
  });
  const firstAnswerMs = performance.now() - started;
  const status = fs.readFileSync(`/proc/${server.pid}/status`, "utf8");
  const rssMb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  const results = { coldStartReadyMs: readyMs, firstAnswerMs, rssMb };
  let failed = false;
  for (const [name, value] of Object.entries(results)) {
    const limit = baselines[name] * (1 + baselines.allowedRegression);
    const verdict = value <= limit ? "ok" : "REGRESSION";
    if (verdict !== "ok") failed = true;
    console.log(
      `${name.padEnd(18)} ${value.toFixed(0).padStart(7)}  (baseline ${baselines[name]}, limit ${limit.toFixed(0)}) ${verdict}`,
    );
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
}
