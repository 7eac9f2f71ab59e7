// Applications overview benchmark (issue 17): /application/overview with 20,000 applications
// on PostgreSQL. On a throwaway database (bench_applications_<pid>) it starts Launchpad
// (migrations, demo seed), scales the demo organisation up with plain SQL
// (bench/applications/scale.sql: 5,000 applicants in 4 funnels of 3 rounds, 20 evaluators,
// 10 tags), then asks the web app's own ApplicationsOverview and ApplicationQueue operations
// one after another, as a user would, with several filters and pages, and prints the median
// and p95 of each against the target: p95 under 150 ms.
//
//   npm run bench:applications
//   node bench/applications.mjs --runs 100     requests per case (default 60, after 5 to warm up)
//
// Env: BENCH_PG_URL (default postgres://root@127.0.0.1:5432/postgres).
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { SignJWT } from "jose";
import pg from "pg";

const root = path.resolve(import.meta.dirname, "..");
const { values: args } = parseArgs({ options: { runs: { type: "string", default: "60" } } });
const RUNS = Number(args.runs);
const TARGET_P95_MS = 150;
const JWT_SECRET = `bench-${process.pid}-`.padEnd(48, "x");
const adminUrl = process.env.BENCH_PG_URL ?? "postgres://root@127.0.0.1:5432/postgres";

/** The web app's operations, as codegen printed them (the server runs them as trusted documents). */
const trusted = JSON.parse(
  fs.readFileSync(path.join(root, "apps/server/src/graphql/trusted-documents.json"), "utf8"),
);
const documentOf = (name) => {
  const text = Object.values(trusted).find((t) => t.includes(`query ${name}(`));
  if (!text) throw new Error(`no trusted document ${name}: run npm run codegen`);
  return text;
};
const OVERVIEW = documentOf("ApplicationsOverview");
const QUEUE = documentOf("ApplicationQueue");

let server;
function startServer(port, databaseUrl) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      JWT_SECRET,
      SEED_DEMO: "true",
      SEED_DEMO_COPIES: "",
      REDIS_URL: "",
      DATABASE_URL: databaseUrl,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  return { child, log: () => log };
}

async function waitFor(url, timeoutMs = 240_000) {
  const started = Date.now();
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`Launchpad exited:\n${server.log()}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {}
    if (Date.now() - started > timeoutMs) throw new Error(`Launchpad not ready after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function tokenOf(db, tenantId, email) {
  const { rows } = await db.query("select id from users where incubator_id = $1 and email = $2", [
    tenantId,
    email,
  ]);
  if (!rows[0]) throw new Error(`no user ${email}`);
  const session = await db.query(
    "insert into sessions (incubator_id, user_id, status, activated_at) values ($1, $2, 'active', now()) returning id",
    [tenantId, rows[0].id],
  );
  return new SignJWT({ sid: session.rows[0].id })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(rows[0].id)
    .setIssuer("launchpad")
    .setAudience(`incubator:${tenantId}`)
    .setIssuedAt()
    .setExpirationTime("2h")
    .sign(new TextEncoder().encode(JWT_SECRET));
}

async function ask(port, token, operation, query, variables) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql?operation=${operation}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/graphql-response+json,application/json;q=0.9",
      "apollo-require-preflight": "true",
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ operationName: operation, query, variables }),
  });
  const body = await response.json();
  if (response.status !== 200 || body.errors)
    throw new Error(`${operation}: ${response.status} ${JSON.stringify(body).slice(0, 400)}`);
  return body.data;
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];

async function time(run) {
  for (let i = 0; i < 5; i++) await run();
  const times = [];
  let answer;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    answer = await run();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: quantile(times, 0.5), p95: quantile(times, 0.95), answer };
}

async function main() {
  const dbName = `bench_applications_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const port = 4900 + Math.floor(Math.random() * 90);
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    server = startServer(port, url.toString());
    await waitFor(`http://127.0.0.1:${port}/readyz`);
    await db.connect();
    const scaling = performance.now();
    await db.query(fs.readFileSync(path.join(import.meta.dirname, "applications", "scale.sql"), "utf8"));
    const scaledMs = performance.now() - scaling;
    const one = async (text, values = []) => (await db.query(text, values)).rows[0];
    const tenant = await one("select id from incubators where slug = 'demo'");
    const { count } = await one("select count(*)::int count from applications where incubator_id = $1", [
      tenant.id,
    ]);
    const funnel = await one("select id from funnels where slug = 'bench-funnel-2'");
    const round = await one("select id from funnel_rounds where funnel_id = $1 and position = 2", [
      funnel.id,
    ]);
    const tag = await one("select id from tags where name = 'Bench tag 3'");
    const evaluator = await one("select id from users where email = 'bench-evaluator-5@bench.test'");
    const middle = await one(
      "select id from applications where funnel_id = $1 order by created_at desc, id desc offset 2500 limit 1",
      [funnel.id],
    );
    const staff = await tokenOf(db, tenant.id, "admin@demo.test");
    const reviewer = await tokenOf(db, tenant.id, "bench-evaluator-5@bench.test");
    console.log(
      `${count} applications in the demo organisation (scaled in ${(scaledMs / 1000).toFixed(1)} s); ${RUNS} requests per case after 5 to warm up, one at a time.`,
    );
    const overview =
      (token, filter, page = 1) =>
      () =>
        ask(port, token, "ApplicationsOverview", OVERVIEW, { filter, page });
    const CASES = [
      ["first page, no filter", overview(staff, {})],
      ["page 400 (the last), no filter", overview(staff, {}, 400)],
      ["one funnel, under review", overview(staff, { funnelIds: [funnel.id], statuses: ["under_review"] })],
      ["decision needed", overview(staff, { decisionNeeded: true })],
      ["a round, by score", overview(staff, { roundIds: [round.id], sort: "SCORE_DESC" })],
      ["a tag", overview(staff, { tagIds: [tag.id] })],
      ["an evaluator's", overview(staff, { evaluatorId: evaluator.id })],
      ["score 3 to 4, page 3", overview(staff, { scoreMin: 3, scoreMax: 4 }, 3)],
      ["search a first name (625 people)", overview(staff, { search: "Fatima" })],
      ["search an e-mail", overview(staff, { search: "bench-applicant-4242@" })],
      ["evaluator: their own", overview(reviewer, {})],
      [
        "queue bar, one funnel",
        () =>
          ask(port, staff, "ApplicationQueue", QUEUE, {
            filter: { funnelIds: [funnel.id] },
            applicationId: middle.id,
          }),
      ],
    ];
    const header = `${"case".padEnd(36)}  total   p50 ms   p95 ms`;
    console.log(`\n${header}\n${"-".repeat(header.length)}`);
    let worst = 0;
    for (const [name, run] of CASES) {
      const { p50, p95, answer } = await time(run);
      const total = answer.applicationsOverview?.total ?? answer.applicationQueue?.total;
      worst = Math.max(worst, p95);
      console.log(
        `${name.padEnd(36)}  ${String(total).padStart(5)}  ${p50.toFixed(1).padStart(7)}  ${p95.toFixed(1).padStart(7)}`,
      );
    }
    console.log(
      `\nWorst p95 ${worst.toFixed(1)} ms (target < ${TARGET_P95_MS} ms). Load average ${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores.`,
    );
    if (worst >= TARGET_P95_MS) process.exitCode = 1;
  } finally {
    await db.end().catch(() => {});
    if (server && server.child.exitCode === null) {
      const exited = new Promise((resolve) => server.child.once("exit", resolve));
      server.child.kill("SIGTERM");
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
}

await main();
