// `npm test`: lint, type check, the web bundle budgets, unit + web + integration tests (Vitest), then the browser
// journeys (Playwright, Debian's Chromium). Ends with one line: "N passed, N failed".
//
// Integration tests run against PGlite and, when reachable, the local PostgreSQL
// (TEST_DATABASE_URL, default postgres://<user>@127.0.0.1:5432/postgres) and Redis
// (TEST_REDIS_URL, default redis://127.0.0.1:6379). Under CI both are required.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = fs.mkdtempSync(path.join(os.tmpdir(), "launchpad-test-"));
const ci = process.env.CI === "true" || process.env.CI === "1";
const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);

const timings = [];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  timings.push({ title, seconds: (Date.now() - started) / 1000, ok: result.status === 0 });
  return result.status === 0;
}

/**
 * Runs single-threaded commands side by side (the machine has two cores), their output
 * printed whole, one after the other, once each has ended. One step in the timings.
 */
async function runTogether(title, commands) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const results = await Promise.all(
    commands.map(
      ([command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = "";
          child.stdout.on("data", (chunk) => (output += chunk));
          child.stderr.on("data", (chunk) => (output += chunk));
          child.on("close", (status) => resolve({ status, output }));
        }),
    ),
  );
  for (const { output } of results) process.stdout.write(output);
  const ok = results.every(({ status }) => status === 0);
  timings.push({ title, seconds: (Date.now() - started) / 1000, ok });
  return ok;
}

function printTimings() {
  const width = Math.max(...timings.map((t) => t.title.length));
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  console.log("\nTime per step:");
  for (const t of timings)
    console.log(
      `  ${t.title.padEnd(width)}  ${t.seconds.toFixed(1).padStart(6)} s${t.ok ? "" : "  (failed)"}`,
    );
  console.log(`  ${"total".padEnd(width)}  ${total.toFixed(1).padStart(6)} s`);
}

function reachable(url, defaultPort) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname || "127.0.0.1", port: Number(port || defaultPort) });
    socket.setTimeout(1000);
    socket.once("connect", () => resolve(socket.end() && true));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => resolve(socket.destroy() && false));
  });
}

async function serviceEnv() {
  const env = {};
  const pgUrl =
    process.env.TEST_DATABASE_URL || `postgres://${os.userInfo().username}@127.0.0.1:5432/postgres`;
  const redisUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";
  if (await reachable(pgUrl, 5432)) env.TEST_DATABASE_URL = pgUrl;
  else if (ci) throw new Error(`CI needs PostgreSQL at ${pgUrl} (set TEST_DATABASE_URL)`);
  else console.warn(`PostgreSQL not reachable at ${pgUrl}: integration tests run on PGlite only.`);
  if (await reachable(redisUrl, 6379)) env.TEST_REDIS_URL = redisUrl;
  else if (ci) throw new Error(`CI needs Redis at ${redisUrl} (set TEST_REDIS_URL)`);
  else console.warn(`Redis not reachable at ${redisUrl}: the cross-instance pub/sub test is skipped.`);
  return env;
}

function readJson(file) {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null;
}

function countPlaywright(report) {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const visit = (suite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? []) {
        const status = test.status; // expected | unexpected | flaky | skipped
        if (status === "skipped") counts.skipped++;
        else if (status === "unexpected") counts.failed++;
        else counts.passed++;
      }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report?.suites ?? []) visit(suite);
  return counts;
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;

if (wants("lint")) {
  ok = run("Lint and format (Biome)", "npx", ["biome", "check", "."]) && ok;
  ok = run("Module boundaries (dependency-cruiser)", "node", ["scripts/check-boundaries.mjs"]) && ok;
  ok = run("Migration history (drizzle-kit check)", "npm", ["run", "db:check", "-w", "apps/server"]) && ok;
}
// tsc checks one project after another on one core: the projects of tsconfig.json in two
// halves (domain + server, web + e2e: about the same size), side by side.
if (wants("types")) {
  const projects = readJson(path.join(root, "tsconfig.json")).references.map((r) => r.path);
  const half = Math.ceil(projects.length / 2);
  ok =
    (await runTogether(
      "Type check (tsc -b, two processes)",
      [projects.slice(0, half), projects.slice(half)].map((part) => ["npx", ["tsc", "-b", ...part]]),
    )) && ok;
}
// Builds the web app when its build is stale (the journeys would build it anyway).
if (wants("size"))
  ok = run("Web bundle budgets (gzipped JavaScript)", "node", ["scripts/check-bundle-size.mjs"]) && ok;

function vitest(title, projects, env, extra = []) {
  const report = path.join(reports, `vitest-${projects.join("-")}.json`);
  const args = ["vitest", "run", ...projects.map((p) => `--project=${p}`), ...extra];
  const passed = run(
    title,
    "npx",
    [...args, "--reporter=default", "--reporter=json", `--outputFile.json=${report}`],
    env,
  );
  const json = readJson(report);
  if (json) {
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
  } else totals.failed++;
  return passed;
}

// Vitest runs one worker on two cores (cores − 1). The unit and web files on one worker per
// core: web 62 → 40 s wall for 13 % more CPU (each worker loads the module graph) at load ≈ 2.
// On a machine already loaded several times over, one worker is faster: `npx vitest run`.
if (wants("vitest") || wants("unit"))
  ok =
    vitest("Unit and web tests (Vitest)", ["unit", "web", "web-isolated"], {}, [
      `--maxWorkers=${os.availableParallelism()}`,
    ]) && ok;
if (wants("vitest") || wants("integration")) {
  const env = await serviceEnv();
  ok =
    vitest(
      "Integration and smoke tests (Vitest: PGlite + PostgreSQL)",
      ["integration", "integration-isolated", "smoke"],
      env,
    ) && ok;
}

if (wants("e2e")) {
  const e2eReport = path.join(reports, "playwright.json");
  ok =
    run(
      "Browser journeys (Playwright)",
      "npx",
      ["playwright", "test", "-c", "e2e/playwright.config.ts", "--reporter=list,json"],
      {
        PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
      },
    ) && ok;
  const report = readJson(e2eReport);
  if (report) {
    const counts = countPlaywright(report);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  } else totals.failed++;
}

if (!ok && totals.failed === 0) totals.failed = 1; // a lint, type or build failure counts as one
printTimings();
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok ? 0 : 1);
