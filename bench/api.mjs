// API benchmark (issue 13): Launchpad's hot reads under load, beside a bare Fastify + pg
// server (bench/api/bare.mjs) that makes the same tenant, JWT and session checks, runs the
// same SQL and answers the same bytes. On a fresh PostgreSQL database per run, seeded and
// scaled up (bench/api/scale.sql: 500 users, 2,000 meetings, 200 of them in the founder's
// 3-month calendar), it alternates A (Launchpad) and B (bare) runs of autocannon at each
// connection count and reports the median requests per second, p99 latency and A/B ratio.
//
//   npm run bench:api                         every read, 16 and 64 connections, 3 rounds of 5 s
//   node bench/api.mjs --only currentUser --seconds 5 --rounds 1
//   node bench/api.mjs --pglite               Launchpad alone on the embedded PGlite default
//   node bench/api.mjs --profile calendarEvents   CPU profile of Launchpad under that read
//   node bench/api.mjs --capture              print the SQL Launchpad runs for one request of each read
//   node bench/api.mjs --untrusted            Launchpad without trusting the reads' documents (graphql-js only)
//   node bench/api.mjs --node-flags=--max-semi-space-size=32   V8 flags for both servers
//
// Env: BENCH_PG_URL (default postgres://root@127.0.0.1:5432/postgres: the server where the
// throwaway database bench_api_<pid> is made and dropped).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { parse, print } from "graphql";
import { SignJWT } from "jose";
import pg from "pg";
import { bodyOf, READS } from "./api/reads.mjs";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    seconds: { type: "string", default: "5" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "16,64" },
    pglite: { type: "boolean", default: false },
    profile: { type: "string" },
    capture: { type: "boolean", default: false },
    untrusted: { type: "boolean", default: false },
    "node-flags": { type: "string", default: "" },
    json: { type: "string" },
  },
});
const seconds = Number(args.seconds);
const rounds = Number(args.rounds);
const connectionCounts = args.connections.split(",").map(Number);
const only = args.only?.split(",");
const reads = READS.filter((r) => !only || only.includes(r.name));
if (reads.length === 0)
  throw new Error(`--only: no read named ${args.only} (${READS.map((r) => r.name).join(", ")})`);
const TARGET = 0.75;
const JWT_SECRET = `bench-${process.pid}-`.padEnd(48, "x");
const adminUrl = process.env.BENCH_PG_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const DAY = 86_400;
/** The founder's 3 months start today at 00:00 UTC (scale.sql puts their meetings there). */
const windowStart = Math.floor(Date.parse(new Date().toISOString().slice(0, 10)) / 1000);
const children = new Set();

function start(name, script, env, extraArgs = []) {
  const child = spawn(process.execPath, [...extraArgs, "--import", "tsx", script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  let log = "";
  child.stdout.on("data", (d) => {
    log += d;
  });
  child.stderr.on("data", (d) => {
    log += d;
    if (args.capture) process.stderr.write(d);
  });
  child.on("exit", () => children.delete(child));
  return { name, child, log: () => log };
}

async function stop(server) {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once("exit", resolve));
  server.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  server.child.kill("SIGKILL");
}

async function waitFor(url, server, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited:\n${server.log()}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    if (Date.now() - started > timeoutMs) throw new Error(`${server.name} not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * Both servers count their statements (bench/api/log-sql.mjs), to show they run as many, and
 * run with the same V8 flags (`--node-flags`).
 */
const COUNTING = [...args["node-flags"].split(" ").filter(Boolean), "--import", "./bench/api/log-sql.mjs"];

async function sqlCount(server) {
  const before = server.log().length;
  server.child.kill("SIGUSR2");
  for (let i = 0; i < 100; i++) {
    const line = /SQLCOUNT (\d+) (\d+)/.exec(server.log().slice(before));
    if (line) return { count: Number(line[1]), digest: Number(line[2]) };
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`${server.name} did not report its statement count`);
}

/**
 * The statements one request costs a server (warm: tenant and session cached): how many,
 * and a digest of their texts (the same statements give the same digest, in any order).
 */
async function statementsOf(server, request) {
  const before = await sqlCount(server);
  await request();
  const after = await sqlCount(server);
  return { count: after.count - before.count, digest: (after.digest - before.digest) >>> 0 };
}

const freePort = () => 4100 + Math.floor(Math.random() * 800);
/**
 * The reads' documents, given to Launchpad as an operator's trusted documents (decision 035):
 * they stand for the web app's operations, whose queries run compiled. `--untrusted` leaves
 * them out, to measure graphql-js alone.
 */
function trustedDocumentsFile() {
  if (args.untrusted) return "";
  const file = path.join(os.tmpdir(), `launchpad-bench-trusted-${process.pid}.json`);
  const documents = {};
  for (const read of READS) {
    const text = print(parse(read.query));
    documents[createHash("sha256").update(text).digest("hex")] = text;
  }
  fs.writeFileSync(file, JSON.stringify(documents));
  process.on("exit", () => fs.rmSync(file, { force: true }));
  return file;
}
const TRUSTED_DOCUMENTS_FILE = trustedDocumentsFile();

const launchpadEnv = (port, db) => ({
  PORT: String(port),
  HOST: "127.0.0.1",
  NODE_ENV: "production",
  LOG_LEVEL: "warn",
  JWT_SECRET,
  SEED_DEMO: "true",
  SEED_DEMO_COPIES: "",
  REDIS_URL: "",
  TRUSTED_DOCUMENTS_FILE,
  ...db,
});

/** Sessions for the readers, as sign-in leaves them, and their tokens. */
async function mintTokens(query) {
  const [tenant] = await query(`select id from incubators where slug = 'demo'`);
  const [coach] = await query(`select id from users where email = 'coach@demo.test'`);
  const tokens = {};
  for (const email of new Set(reads.map((r) => r.viewer))) {
    const [user] = await query(`select id from users where incubator_id = $1 and email = $2`, [
      tenant.id,
      email,
    ]);
    const [session] = await query(
      `insert into sessions (incubator_id, user_id, status, activated_at) values ($1, $2, 'active', now()) returning id`,
      [tenant.id, user.id],
    );
    tokens[email] = await new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(user.id)
      .setIssuer("launchpad")
      .setAudience(`incubator:${tenant.id}`)
      .setIssuedAt()
      .setExpirationTime("12h")
      .sign(new TextEncoder().encode(JWT_SECRET));
  }
  return { tokens, fixture: { window: windowStart, coachId: coach.id } };
}

const scaleSql = () =>
  fs
    .readFileSync(path.join(import.meta.dirname, "api", "scale.sql"), "utf8")
    .replaceAll(":'window_start'", `'${new Date(windowStart * 1000).toISOString()}'`);

function request(read, port, auth) {
  return {
    url: `http://127.0.0.1:${port}/graphql?operation=${read.operation}`,
    method: "POST",
    headers: {
      "content-type": "application/json",
      // As the web's Apollo Client asks (its HttpLink's default).
      accept: "application/graphql-response+json,application/json;q=0.9",
      "apollo-require-preflight": "true",
      authorization: `Bearer ${auth.tokens[read.viewer]}`,
    },
    body: bodyOf(read, auth.fixture),
  };
}

async function fetchRead(read, port, auth) {
  const r = request(read, port, auth);
  const response = await fetch(r.url, { method: "POST", headers: r.headers, body: r.body });
  return { status: response.status, body: await response.text() };
}

/** Both answers, the ICS's DTSTAMP (the moment it was written) aside, byte for byte. */
async function assertSameAnswers(read, portA, portB, auth) {
  const [a, b] = await Promise.all([fetchRead(read, portA, auth), fetchRead(read, portB, auth)]);
  const stamp = (s) => s.replace(/DTSTAMP:\d{8}T\d{6}Z/g, "DTSTAMP:…");
  if (a.status !== 200 || !a.body.startsWith('{"data":{') || a.body.includes('"errors"'))
    throw new Error(`${read.name}: Launchpad answered ${a.status} ${a.body.slice(0, 500)}`);
  if (stamp(a.body) === stamp(b.body)) return a.body.length;
  const [x, y] = [stamp(a.body), stamp(b.body)];
  let i = 0;
  while (i < x.length && x[i] === y[i]) i++;
  throw new Error(
    `${read.name}: the bare server's answer differs at byte ${i}:\n  Launchpad: …${x.slice(Math.max(0, i - 120), i + 120)}\n  bare:      …${y.slice(Math.max(0, i - 120), i + 120)}`,
  );
}

/** CPU time (user + system) a server process has used so far, in ms (Linux /proc). */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in ticks of 1/100 s
  } catch {
    return Number.NaN;
  }
}

function cannon(read, port, auth, connections, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ ...request(read, port, auth), connections, duration, pipelining: 1 }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/** Figures from a busy machine are not figures: the run says how busy it was. */
const loadNote = () =>
  `Load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores (the load generator runs in this process).`;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function summarize(results) {
  const failed = results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
  return {
    rps: median(results.map((r) => r.requests.average)),
    cpuMs: median(results.map((r) => r.cpuPerRequestMs)),
    p99: median(results.map((r) => r.latency.p99)),
    failed,
  };
}

/** The median time of one request alone (5 in a row, after one to warm up), in ms. */
async function aloneMs(read, port, auth) {
  await fetchRead(read, port, auth);
  const times = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    const { status } = await fetchRead(read, port, auth);
    if (status !== 200) throw new Error(`${read.name}: answered ${status}`);
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * Waits until a server has worked off what the last run left in flight (autocannon stops
 * at the deadline, the server does not): one more request, answered after the backlog. The
 * next run, of the other server or the next read, starts on an idle machine.
 */
async function settle(read, port, auth) {
  await fetchRead(read, port, auth);
}

async function measure(targets, auth) {
  const rows = [];
  for (const read of reads) {
    // Warm both (JIT, pools, caches) before the first measured run.
    for (const t of targets) {
      await cannon(read, t.port, auth, 16, 2);
      await settle(read, t.port, auth);
    }
    for (const connections of connectionCounts) {
      const runs = new Map(targets.map((t) => [t.name, []]));
      for (let round = 0; round < rounds; round++) {
        for (const t of targets) {
          const before = cpuMs(t.pid);
          const result = await cannon(read, t.port, auth, connections, seconds);
          await settle(read, t.port, auth);
          // The server's own CPU per answered request: steadier than req/s when other work
          // shares the machine (it does not count the load generator nor PostgreSQL).
          result.cpuPerRequestMs = (cpuMs(t.pid) - before) / (result.requests.total + 1);
          runs.get(t.name).push(result);
        }
      }
      const row = { read: read.name, connections };
      for (const t of targets) row[t.name] = summarize(runs.get(t.name));
      if (row.launchpad && row.bare) {
        row.ratio = row.launchpad.rps / row.bare.rps;
        row.cpuRatio = row.bare.cpuMs / row.launchpad.cpuMs;
      }
      rows.push(row);
      printRow(row);
    }
  }
  return rows;
}

function printHeader(bare) {
  const head = bare
    ? "read              conns  Launchpad req/s  p99 ms  CPU ms   bare req/s  p99 ms  CPU ms   ratio  CPU ratio"
    : "read              conns  Launchpad req/s  p99 ms  CPU ms";
  console.log(`\n${head}\n${"-".repeat(head.length)}`);
}

function printRow(row) {
  const cell = (s) =>
    `${s.rps.toFixed(0).padStart(15)}  ${String(s.p99).padStart(6)}  ${s.cpuMs.toFixed(2).padStart(6)}${s.failed ? ` (${s.failed} failed)` : ""}`;
  let line = `${row.read.padEnd(16)}  ${String(row.connections).padStart(5)}  ${cell(row.launchpad)}`;
  if (row.bare)
    line += `  ${cell(row.bare).slice(2)}   ${row.ratio.toFixed(2)}  ${row.cpuRatio.toFixed(2).padStart(9)}${row.ratio < TARGET ? "  < 0.75" : ""}`;
  console.log(line);
}

/**
 * The top self-time frames of a .cpuprofile, and the time per package, counting only the
 * samples taken within [from, to] (µs of the monotonic clock V8 and process.hrtime share):
 * the load, not the start-up and seeding.
 */
function profileSummary(file, from, to, top = 25) {
  const profile = JSON.parse(fs.readFileSync(file, "utf8"));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const packages = new Map();
  let at = profile.startTime;
  for (const [i, id] of profile.samples.entries()) {
    const interval = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    at += profile.timeDeltas[i];
    if (at < from || at > to) continue;
    const { callFrame: f } = byId.get(id);
    const where = f.url.replace(/^file:\/\//, "").replace(`${root}/`, "");
    const key = `${f.functionName || "(anonymous)"}  ${where}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + interval);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
      (where.startsWith("apps/") || where.startsWith("packages/")
        ? where.split("/").slice(0, 2).join("/")
        : where
          ? where.startsWith("node:")
            ? "node internals"
            : where
          : f.functionName || "(native)");
    packages.set(pkg, (packages.get(pkg) ?? 0) + interval);
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const pct = (ms) => `${((100 * ms) / total).toFixed(1).padStart(5)} %`;
  console.log(`\nSelf time by package (${(total / 1000).toFixed(1)} s sampled):`);
  for (const [k, v] of [...packages].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${pct(v)}  ${k}`);
  console.log("\nTop self-time frames:");
  for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(v)}  ${k}`);
}

async function withPostgres(run) {
  const dbName = `bench_api_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  try {
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function benchPostgres() {
  await withPostgres(async (databaseUrl) => {
    const portA = freePort();
    // `--profile bare:NAME` profiles the bare server under the read instead, for comparison.
    const profileBare = args.profile?.startsWith("bare:") ?? false;
    const profileName = args.profile?.replace(/^bare:/, "");
    const profileDir = args.profile ? fs.mkdtempSync(path.join(os.tmpdir(), "launchpad-prof-")) : null;
    const profiling = profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [];
    const nodeArgs = [...COUNTING, ...(profileBare ? [] : profiling)];
    const started = performance.now();
    const launchpad = start(
      "Launchpad",
      "apps/server/src/main.ts",
      {
        ...launchpadEnv(portA, { DATABASE_URL: databaseUrl }),
        ...(args.capture ? { BENCH_LOG_SQL: "1" } : {}),
      },
      nodeArgs,
    );
    await waitFor(`http://127.0.0.1:${portA}/readyz`, launchpad);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(scaleSql());
    const auth = await mintTokens(async (text, values) => (await db.query(text, values)).rows);
    const [{ users, meetings, mine }] = (
      await db.query(
        `select (select count(*) from users u join incubators i on i.id = u.incubator_id where i.slug = 'demo')::int users,
                (select count(*) from meetings)::int meetings,
                (select count(*) from meetings m join users u on u.id = m.booker_id
                  where u.email = 'founder@demo.test' and m.starts_at >= to_timestamp($1) and m.starts_at < to_timestamp($2))::int mine`,
        [windowStart, windowStart + 91 * DAY],
      )
    ).rows;
    await db.end();
    console.log(
      `PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, "//")}: demo tenant with ${users} users, ${meetings} meetings (${mine} in the founder's 3 months); ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    if (args.capture) {
      for (const read of reads) {
        process.stderr.write(`\n--- ${read.name}: a first request (tenant and session not yet cached)\n`);
        await fetchRead(read, portA, auth);
        await new Promise((r) => setTimeout(r, 200));
        process.stderr.write(`\n=== ${read.name}: the SQL of a request as under load (BENCH_LOG_SQL)\n`);
        await fetchRead(read, portA, auth);
        await new Promise((r) => setTimeout(r, 200));
      }
      await stop(launchpad);
      return;
    }

    if (profileDir) {
      const read = READS.find((r) => r.name === profileName);
      if (!read) throw new Error(`--profile: no read named ${profileName}`);
      let target = { server: launchpad, port: portA };
      if (profileBare) {
        const port = freePort() + 1000;
        const bare = start(
          "bare server",
          "bench/api/bare.mjs",
          { DATABASE_URL: databaseUrl, PORT: String(port), JWT_SECRET },
          [...COUNTING, ...profiling],
        );
        await waitFor(`http://127.0.0.1:${port}/`, bare);
        target = { server: bare, port };
      }
      await cannon(read, target.port, auth, 16, 2);
      const from = Number(process.hrtime.bigint() / 1000n);
      const before = cpuMs(target.server.child.pid);
      const result = await cannon(read, target.port, auth, 16, seconds * 2);
      const to = Number(process.hrtime.bigint() / 1000n);
      console.log(
        `${read.name} under 16 connections (${target.server.name}): ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, ${((cpuMs(target.server.child.pid) - before) / result.requests.total).toFixed(2)} ms CPU per request (profiler included)`,
      );
      await stop(target.server);
      await stop(launchpad);
      const file = fs.readdirSync(profileDir).find((f) => f.endsWith(".cpuprofile"));
      if (!file) throw new Error("no CPU profile written");
      console.log(`profile: ${path.join(profileDir, file)}`);
      profileSummary(path.join(profileDir, file), from, to);
      return;
    }

    const portB = freePort() + 1000;
    const bare = start(
      "bare server",
      "bench/api/bare.mjs",
      { DATABASE_URL: databaseUrl, PORT: String(portB), JWT_SECRET },
      COUNTING,
    );
    await waitFor(`http://127.0.0.1:${portB}/`, bare);
    try {
      for (const read of reads) {
        const bytes = await assertSameAnswers(read, portA, portB, auth);
        const [a, b] = [await aloneMs(read, portA, auth), await aloneMs(read, portB, auth)];
        const [qa, qb] = [
          await statementsOf(launchpad, () => fetchRead(read, portA, auth)),
          await statementsOf(bare, () => fetchRead(read, portB, auth)),
        ];
        console.log(
          `  ${read.name}: same ${bytes}-byte answer from both; ${qa.count} statements per request${qa.digest === qb.digest ? ", the same on both" : ` — NOT THE SAME SQL (bare: ${qb.count}): Launchpad's changed, see --capture`}; one request alone ${a.toFixed(1)} ms (bare ${b.toFixed(1)} ms)`,
        );
      }
      console.log(
        `\nA/B alternated: ${rounds} round(s) of ${seconds} s each per server and connection count; median req/s and p99. ${loadNote()}`,
      );
      printHeader(true);
      const rows = await measure(
        [
          { name: "launchpad", port: portA, pid: launchpad.child.pid },
          { name: "bare", port: portB, pid: bare.child.pid },
        ],
        auth,
      );
      const short = rows.filter((r) => r.ratio < TARGET);
      console.log(
        short.length
          ? `\nUnder ${TARGET} of the bare server: ${[...new Set(short.map((r) => r.read))].join(", ")} (profile one: node bench/api.mjs --profile NAME)`
          : `\nEvery read is at ≥ ${TARGET} of the bare server.`,
      );
      console.log(loadNote());
      if (args.json) fs.writeFileSync(args.json, JSON.stringify({ database: "postgres", rows }, null, 2));
    } finally {
      await stop(bare);
      await stop(launchpad);
    }
  });
}

/** Launchpad alone on PGlite (the default without DATABASE_URL): seeded, scaled, measured. */
async function benchPglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "launchpad-bench-api-"));
  const port = freePort();
  try {
    let server = start(
      "Launchpad (PGlite)",
      "apps/server/src/main.ts",
      launchpadEnv(port, { DATA_DIR: dataDir }),
    );
    await waitFor(`http://127.0.0.1:${port}/readyz`, server);
    await stop(server);
    // The server holds the PGlite files while it runs: scale them up between two starts.
    const { PGlite } = await import("@electric-sql/pglite");
    const { btree_gist } = await import("@electric-sql/pglite/contrib/btree_gist");
    const lite = await PGlite.create(path.join(dataDir, "pglite"), { extensions: { btree_gist } });
    await lite.exec(scaleSql());
    const auth = await mintTokens(async (text, values) => (await lite.query(text, values)).rows);
    await lite.close();
    // (the stopped server removed its pglite.lock; the bench opened the files without one)
    server = start(
      "Launchpad (PGlite)",
      "apps/server/src/main.ts",
      launchpadEnv(port, { DATA_DIR: dataDir }),
    );
    await waitFor(`http://127.0.0.1:${port}/readyz`, server);
    try {
      for (const read of reads)
        console.log(`  ${read.name}: one request alone ${(await aloneMs(read, port, auth)).toFixed(1)} ms`);
      console.log(
        `\nPGlite (embedded, DATA_DIR): ${rounds} round(s) of ${seconds} s per connection count. ${loadNote()}`,
      );
      printHeader(false);
      const rows = await measure([{ name: "launchpad", port, pid: server.child.pid }], auth);
      if (args.json) fs.writeFileSync(args.json, JSON.stringify({ database: "pglite", rows }, null, 2));
    } finally {
      await stop(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const cleanup = () => {
  for (const child of children) child.kill("SIGKILL");
};
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    cleanup();
    process.exit(130);
  });
}
try {
  if (args.pglite) await benchPglite();
  else await benchPostgres();
} catch (error) {
  console.error(error.message ?? error);
  process.exitCode = 1;
} finally {
  cleanup();
}
