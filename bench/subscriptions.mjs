// Subscription fan-out benchmark (issue 13): one server process on PostgreSQL, 1,000 then
// 10,000 graphql-ws subscribers of `incubatorUpdated` (the web app's selection), one
// `updateIncubatorBranding` by an admin. Prints, per size, the delivery latency of that one
// event to every subscriber (from the moment the mutation is sent to the moment the client
// reads the message: p50, p99, max), the mutation's own latency, and the server's resident
// memory per subscriber. The clients run in worker threads, so the main thread only times.
//
// Run: `npm run bench:subscriptions` (PostgreSQL on BENCH_DATABASE_URL, by default
// postgres://root@127.0.0.1:5432/postgres: a throwaway database is created and dropped).
// Options: `--sizes 1000,10000`, `--events 3` (measured events per size), `--redis` (the
// server's pub/sub over REDIS_URL, default redis://127.0.0.1:6379, as in production), and
// `--workers 2`. Needs about 10,000 file descriptors per process (`ulimit -n`).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

const SUBSCRIPTION = `subscription IncubatorUpdated {
  incubatorUpdated {
    id name slug logo whiteLogo defaultLanguage
    incubatorSeo { active seoTitle seoDescription }
    brandPalette {
      sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType }
      login { logoType }
    }
    startupNameAlternative { active label { language value plural } }
  }
}`;

const now = () => performance.timeOrigin + performance.now();

// ---------------------------------------------------------------- client side (a worker)

/**
 * Opens `count` sockets (one subscription each) in batches, then reports to the parent:
 * `connected` once all are subscribed, `heard` with how many have received at least one
 * event, and, after `mark`, the arrival times of the first event after the mark.
 */
async function client({ port, count }) {
  const { createClient } = await import("graphql-ws");
  const { default: WebSocket } = await import("ws");
  const host = `localhost:${port}`;
  class LocalSocket extends WebSocket {
    constructor(address, protocols) {
      super(address, protocols, { headers: { host } });
    }
  }
  const subscribers = [];
  const open = (index) =>
    new Promise((resolve, reject) => {
      const state = { heard: 0, markedAt: 0, arrivedAt: 0, failed: false, client: null };
      state.client = createClient({
        url: `ws://127.0.0.1:${port}/subscriptions`,
        webSocketImpl: LocalSocket,
        retryAttempts: 0,
        lazy: true,
        on: { connected: () => resolve(state), error: reject },
      });
      state.client.subscribe(
        { query: SUBSCRIPTION },
        {
          next: (value) => {
            const at = now();
            state.heard++;
            if (state.markedAt && !state.arrivedAt) {
              state.arrivedAt = at;
              state.failed = Boolean(value.errors);
              if (value.errors && index === 0)
                console.error(`an event failed: ${JSON.stringify(value.errors)}`);
            }
          },
          error: (error) => console.error(`subscriber ${index} failed:`, error?.message ?? error),
          complete: () => {},
        },
      );
      subscribers.push(state);
    });
  for (let i = 0; i < count; i += 100) {
    const batch = [];
    for (let j = i; j < Math.min(count, i + 100); j++) batch.push(open(j));
    await Promise.all(batch);
  }
  parentPort.postMessage({ type: "connected" });
  parentPort.on("message", async (message) => {
    if (message.type === "count") {
      parentPort.postMessage({ type: "heard", heard: subscribers.filter((s) => s.heard > 0).length });
    } else if (message.type === "mark") {
      for (const s of subscribers) {
        s.markedAt = 1;
        s.arrivedAt = 0;
        s.failed = false;
      }
      parentPort.postMessage({ type: "marked" });
    } else if (message.type === "collect") {
      parentPort.postMessage({
        type: "arrivals",
        arrivals: subscribers.map((s) => s.arrivedAt),
        failed: subscribers.filter((s) => s.failed).length,
      });
    } else if (message.type === "close") {
      await Promise.all(subscribers.map((s) => s.client.dispose()));
      parentPort.postMessage({ type: "closed" });
    }
  });
}

// ---------------------------------------------------------------- server side and timing

async function main() {
  const { values } = parseArgs({
    options: {
      sizes: { type: "string", default: "1000,10000" },
      events: { type: "string", default: "3" },
      workers: { type: "string", default: "2" },
      redis: { type: "boolean", default: false },
      "cpu-prof": { type: "string" },
    },
  });
  const sizes = values.sizes.split(",").map(Number);
  const events = Number(values.events);
  const workerCount = Number(values.workers);
  const { default: pg } = await import("pg");
  const root = path.resolve(import.meta.dirname, "..");
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
  const dbName = `launchpad_bench_subs_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;
  const port = 3900 + Math.floor(Math.random() * 90);
  const base = `http://127.0.0.1:${port}`;

  const profile = values["cpu-prof"] ? ["--cpu-prof", "--cpu-prof-dir", values["cpu-prof"]] : [];
  const server = spawn(process.execPath, [...profile, "--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: values.redis ? (process.env.REDIS_URL ?? "redis://127.0.0.1:6379") : "",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WEB_DIST: path.join(os.tmpdir(), "launchpad-bench-no-web"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const workers = [];
  try {
    await waitFor(`${base}/readyz`);
    const token = await signIn(base, "admin@demo.test");
    const branding = await currentBranding(base, token);
    const rssMb = () => readRssMb(server.pid);
    console.log(
      `subscriptions fan-out — one server (PostgreSQL, pub/sub ${values.redis ? "over Redis" : "in process"}), ${workerCount} client threads, ${os.cpus().length} cores`,
    );
    const baseRss = rssMb();
    let open = 0;
    for (const size of sizes) {
      // Grow to `size` subscribers, spread over the workers.
      const more = size - open;
      const perWorker = Math.ceil(more / workerCount);
      const started = [];
      for (let w = 0; w < workerCount; w++) {
        const count = Math.min(perWorker, more - w * perWorker);
        if (count <= 0) continue;
        const worker = new Worker(new URL(import.meta.url), { workerData: { port, count } });
        workers.push(worker);
        started.push(once(worker, "connected"));
      }
      await Promise.all(started);
      open = size;
      // Every subscription is live once each has heard an event (they register after the socket opens).
      for (let tries = 0; ; tries++) {
        await mutate(base, token, branding);
        await new Promise((r) => setTimeout(r, 1500));
        const heard = (await Promise.all(workers.map((w) => ask(w, { type: "count" }, "heard")))).reduce(
          (sum, m) => sum + m.heard,
          0,
        );
        if (heard === size) break;
        if (tries > 20) throw new Error(`only ${heard} of ${size} subscribers live`);
      }
      const rss = rssMb();
      const runs = [];
      for (let e = 0; e < events; e++) {
        await new Promise((r) => setTimeout(r, 1000));
        await Promise.all(workers.map((w) => ask(w, { type: "mark" }, "marked")));
        const cpuBefore = readCpuMs(server.pid);
        const clientCpuBefore = process.cpuUsage();
        const sentAt = now();
        await mutate(base, token, branding);
        const mutationMs = now() - sentAt;
        let arrivals = [];
        let failed = 0;
        const deadline = sentAt + 60_000;
        for (;;) {
          await new Promise((r) => setTimeout(r, 250));
          const answers = await Promise.all(workers.map((w) => ask(w, { type: "collect" }, "arrivals")));
          arrivals = answers.flatMap((m) => m.arrivals);
          failed = answers.reduce((sum, m) => sum + m.failed, 0);
          if (arrivals.every((a) => a > 0) || now() > deadline) break;
        }
        const serverCpuMs = readCpuMs(server.pid) - cpuBefore;
        const clientCpu = process.cpuUsage(clientCpuBefore);
        const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000;
        const latencies = arrivals
          .filter((a) => a > 0)
          .map((a) => a - sentAt)
          .sort((x, y) => x - y);
        runs.push({
          mutationMs,
          p50: pct(latencies, 0.5),
          p99: pct(latencies, 0.99),
          max: latencies.at(-1) ?? Number.NaN,
          missed: arrivals.length - latencies.length,
          failed,
          serverCpuMs,
          clientCpuMs,
        });
      }
      const median = (key) =>
        pct(
          runs.map((r) => r[key]).sort((x, y) => x - y),
          0.5,
        );
      console.log(
        `${String(size).padStart(6)} subscribers: delivery p50 ${fmt(median("p50"))}  p99 ${fmt(median("p99"))}  max ${fmt(median("max"))}  ` +
          `mutation ${fmt(median("mutationMs"))}  server CPU ${fmt(median("serverCpuMs"))}  clients' CPU ${fmt(median("clientCpuMs"))}  ` +
          `missed ${Math.max(...runs.map((r) => r.missed))}  errors ${Math.max(...runs.map((r) => r.failed))}  ` +
          `RSS ${rss.toFixed(0)} MB (${(((rss - baseRss) * 1024) / size).toFixed(1)} KB per subscriber)  [median of ${events} events]`,
      );
      for (const [i, r] of runs.entries())
        console.log(
          `         event ${i + 1}: p50 ${fmt(r.p50)}  p99 ${fmt(r.p99)}  max ${fmt(r.max)}  mutation ${fmt(r.mutationMs)}`,
        );
    }
  } finally {
    await Promise.all(workers.map((w) => ask(w, { type: "close" }, "closed").catch(() => {})));
    await Promise.all(workers.map((w) => w.terminate()));
    server.kill("SIGTERM");
    if (server.exitCode === null && server.signalCode === null)
      await new Promise((r) => server.once("exit", r));
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  }
}

const fmt = (ms) => `${ms.toFixed(0)} ms`.padStart(8);

function pct(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];
}

function once(worker, type) {
  return new Promise((resolve, reject) => {
    const onMessage = (message) => {
      if (message.type !== type) return;
      worker.off("message", onMessage);
      resolve(message);
    };
    worker.on("message", onMessage);
    worker.once("error", reject);
  });
}

function ask(worker, message, answer) {
  const reply = once(worker, answer);
  worker.postMessage(message);
  return reply;
}

/** User + system CPU time of a process so far (clock ticks of 10 ms). */
function readCpuMs(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function readRssMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
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

async function graphql(base, token, query, variables = {}) {
  const response = await fetch(`${base}/graphql?operation=Bench`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "apollo-require-preflight": "true",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function signIn(base, email) {
  const response = await fetch(`${base}/auth/local`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "Password123!" }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const { token } = await response.json();
  await graphql(base, token, "mutation Bench { upsertSession(takeover: true) { id } }");
  return token;
}

async function currentBranding(base, token) {
  const { incubatorSettings: s } = await graphql(
    base,
    token,
    `query Bench { incubatorSettings {
      logo whiteLogo
      brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType } login { logoType } }
      seo { active seoTitle seoDescription }
      startupNameAlternative { active label { language value plural } }
    } }`,
  );
  const labels = s.startupNameAlternative.label.map(({ plural, ...l }) => (plural ? { ...l, plural } : l));
  return {
    logo: s.logo,
    whiteLogo: s.whiteLogo,
    brandPalette: s.brandPalette,
    seo: s.seo,
    startupNameAlternative: { active: s.startupNameAlternative.active, label: labels },
  };
}

function mutate(base, token, input) {
  return graphql(
    base,
    token,
    "mutation Bench($input: IncubatorBrandingInput!) { updateIncubatorBranding(input: $input) { id } }",
    { input },
  );
}

if (isMainThread) await main();
else await client(workerData);
