// Builds the web app when its build is missing or older than its sources. Staleness is
// judged by a hash of the sources (not mtimes, which a fresh clone resets), stored
// beside the build.

import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist");
const stampFile = path.join(dist, ".source-hash");
const SOURCES = [
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
  "apps/web/vite.config.ts",
  "apps/web/postcss.config.cjs",
  "apps/web/package.json",
  "packages/domain/src",
  "docs/user",
  "package-lock.json",
];

function listFiles(target) {
  if (!fs.existsSync(target)) return [];
  if (!fs.statSync(target).isDirectory()) return [target];
  return fs
    .readdirSync(target, { withFileTypes: true })
    .flatMap((entry) => listFiles(path.join(target, entry.name)))
    .sort();
}

export function sourceHash() {
  const hash = createHash("sha256");
  for (const file of SOURCES.flatMap((s) => listFiles(path.join(root, s)))) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest("hex");
}

export function ensureWebBuild() {
  const wanted = sourceHash();
  const built = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8") : null;
  if (built === wanted && fs.existsSync(path.join(dist, "index.html"))) return false;
  console.log("Building the web app…");
  execFileSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  fs.writeFileSync(stampFile, wanted);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) ensureWebBuild();
