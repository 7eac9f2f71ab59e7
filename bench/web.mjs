// Web first-load benchmark (issue 13): the production build served by the server, opened
// in Chromium with the CPU throttled 4× (Chrome DevTools' "mid-tier mobile"), cold cache
// (a new browser context per run, service workers blocked so that the precache is not
// counted as the page's own traffic). For `/login` and the signed-in `/calendar` it prints
// the bytes on the wire (encoded, headers included), the request count, First Contentful
// Paint and Largest Contentful Paint: the median of `--runs` (5) runs each.
//
// Run: `npm run bench:web`. By default the web app is built afresh into a temporary
// directory (`--dist apps/web/dist` serves an existing build instead), and the server runs
// on a throwaway PostgreSQL database (BENCH_DATABASE_URL, default
// postgres://root@127.0.0.1:5432/postgres). Chromium: CHROMIUM_PATH or /usr/bin/chromium.
// `--verbose` lists the largest responses of each page. Targets (issue 13): FCP < 1.5 s for
// /login, < 2 s for /calendar.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const root = path.resolve(import.meta.dirname, "..");
const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    dist: { type: "string" },
    throttle: { type: "string", default: "4" },
    verbose: { type: "boolean", default: false },
  },
});
const runs = Number(values.runs);
const throttle = Number(values.throttle);
const TARGETS = { "/login": 1500, "/calendar": 2000 };

const { chromium } = await import("playwright");
const { default: pg } = await import("pg");

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "launchpad-bench-web-"));
let dist = values.dist ? path.resolve(values.dist) : path.join(scratch, "dist");
if (!values.dist) {
  console.log("building the web app…");
  execFileSync("npx", ["vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "warn"], {
    cwd: path.join(root, "apps/web"),
    stdio: "inherit",
  });
}
dist = path.resolve(dist);

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const dbName = `launchpad_bench_web_${process.pid}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${dbName}`;
const port = 3900 + Math.floor(Math.random() * 90);
const origin = `http://localhost:${port}`;
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: "",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    WEB_DIST: dist,
  },
  stdio: ["ignore", "ignore", "inherit"],
});

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    `--host-resolver-rules=MAP localhost 127.0.0.1`,
  ],
});

try {
  await waitFor(`http://127.0.0.1:${port}/readyz`);
  const session = await signIn("founder@demo.test");
  // One untimed visit warms the server (JIT, connections): the runs measure the page, not a cold server.
  await measure("/login");
  await measure("/calendar", session);
  console.log(
    `web first load — Chromium, CPU ${throttle}× slower, cold cache, median of ${runs} runs ` +
      `(${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})`,
  );
  for (const [page, target] of Object.entries(TARGETS)) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await measure(page, page === "/login" ? null : session));
    const median = (key) => results.map((r) => r[key]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
    const fcp = median("fcp");
    console.log(
      `${page.padEnd(10)} ${(median("bytes") / 1024).toFixed(0).padStart(6)} KB on the wire  ` +
        `${String(median("requests")).padStart(3)} requests  FCP ${fmt(fcp)}  LCP ${fmt(median("lcp"))}  ` +
        `(FCP target < ${target} ms: ${fcp < target ? "ok" : "MISSED"})`,
    );
    console.log(`           runs FCP: ${results.map((r) => r.fcp.toFixed(0)).join(", ")} ms`);
    if (values.verbose)
      for (const { url, bytes } of results[0].sizes.sort((a, b) => b.bytes - a.bytes).slice(0, 12))
        console.log(`           ${(bytes / 1024).toFixed(1).padStart(7)} KB  ${url.replace(origin, "")}`);
  }
} finally {
  await browser.close();
  server.kill("SIGTERM");
  if (server.exitCode === null && server.signalCode === null)
    await new Promise((r) => server.once("exit", r));
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  fs.rmSync(scratch, { recursive: true, force: true });
}

/** One cold visit of `page`: a new context (empty cache), throttled CPU, network counted by CDP. */
async function measure(page, session = null) {
  const context = await browser.newContext({
    serviceWorkers: "block",
    viewport: { width: 1280, height: 800 },
    storageState: session
      ? {
          cookies: [],
          origins: [
            {
              origin,
              localStorage: [
                { name: "accelerator-token", value: session.token },
                { name: "accelerator-session-id", value: session.sessionId },
              ],
            },
          ],
        }
      : undefined,
  });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: throttle });
  let bytes = 0;
  let requests = 0;
  const urls = new Map();
  const sizes = [];
  cdp.on("Network.requestWillBeSent", (event) => {
    requests++;
    urls.set(event.requestId, event.request.url);
  });
  cdp.on("Network.loadingFinished", (event) => {
    bytes += event.encodedDataLength;
    sizes.push({ url: urls.get(event.requestId) ?? "?", bytes: event.encodedDataLength });
  });
  // LCP entries are only reported to an observer: start one before the page's first paint.
  await tab.addInitScript(() => {
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  await tab.goto(`${origin}${page}`, { waitUntil: "load" });
  // The app paints its content after its script runs, which may be after the network is idle.
  await tab.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0, null, {
    timeout: 60_000,
  });
  await tab.waitForLoadState("networkidle");
  await tab.waitForTimeout(1000);
  const {
    fcp,
    lcp,
    path: shown,
  } = await tab.evaluate(() => ({
    fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
    lcp: window.__lcp,
    path: location.pathname,
  }));
  if (shown !== page) throw new Error(`${page} ended on ${shown} (not signed in?)`);
  await context.close();
  return { fcp, lcp, bytes, requests, sizes };
}

function fmt(ms) {
  return `${ms.toFixed(0)} ms`.padStart(8);
}

async function waitFor(url) {
  const started = performance.now();
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    if (performance.now() - started > 180_000) throw new Error(`${url} not ready after 180 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A session as the login page opens one: POST /auth/local, then `upsertSession`. */
async function signIn(email) {
  const base = `http://127.0.0.1:${port}`;
  const response = await fetch(`${base}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Password123!" }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  const upsert = await fetch(`${base}/graphql?operation=Bench`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "apollo-require-preflight": "true",
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query: "mutation Bench { upsertSession(takeover: true) { id } }" }),
  });
  const body = await upsert.json();
  const sessionId = body.data?.upsertSession?.id;
  if (!sessionId) throw new Error(`session of ${email}: ${JSON.stringify(body)}`);
  return { token, sessionId };
}
