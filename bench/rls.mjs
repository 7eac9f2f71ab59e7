// The cost of row-level security (decision 014), robust to a busy machine: the same app
// twice in one process on one database (seeded and scaled as bench/api.mjs does), A giving
// requests `forTenant` (RLS: role launchpad_app, incubator set) and B the owner's handle
// (as before 014). Requests go through app.inject (no HTTP), A and B alternate in short
// blocks so that the machine's load falls on both, and the median time per request of
// each read is compared.
//
//   node --import tsx bench/rls.mjs                PostgreSQL (BENCH_PG_URL, default root@127.0.0.1)
//   node --import tsx bench/rls.mjs --pglite       the embedded PGlite
//   options: --only currentUser,users  --blocks 12  --requests 48  --concurrency 8
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { SignJWT } from "jose";
import pg from "pg";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config.ts";
import { createDatabase } from "../apps/server/src/db/client.ts";
import { seedDemo } from "../apps/server/src/db/seed/seed.ts";
import { createAppPubSub } from "../apps/server/src/graphql/pubsub.ts";
import { bodyOf, READS } from "./api/reads.mjs";

const { values: args } = parseArgs({
  options: {
    pglite: { type: "boolean", default: false },
    only: { type: "string" },
    blocks: { type: "string", default: "12" },
    requests: { type: "string", default: "48" },
    concurrency: { type: "string", default: "8" },
  },
});
const blocks = Number(args.blocks);
const perBlock = Number(args.requests);
const concurrency = Number(args.concurrency);
const reads = READS.filter((r) => !args.only || args.only.split(",").includes(r.name));
const JWT_SECRET = `bench-rls-${process.pid}-`.padEnd(48, "x");
const adminUrl = process.env.BENCH_PG_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const windowStart = Math.floor(Date.parse(new Date().toISOString().slice(0, 10)) / 1000);
const dbName = `bench_rls_${process.pid}`;

async function admin(sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function openDatabase() {
  if (args.pglite) return createDatabase({});
  await admin(`create database ${dbName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return createDatabase({ databaseUrl: url.toString(), poolSize: 10 });
}

/** Raw SQL as the owner, through the Drizzle handle's driver (both kinds answer `{ rows }`). */
async function ownerQuery(database, text, values = []) {
  const client = database.db.$client;
  const result = await client.query(text, values);
  return result.rows;
}

async function main() {
  const database = await openDatabase();
  try {
    await database.migrate();
    await seedDemo(database.db);
    const scale = fs
      .readFileSync(path.join(import.meta.dirname, "api", "scale.sql"), "utf8")
      .replaceAll(":'window_start'", `'${new Date(windowStart * 1000).toISOString()}'`);
    if (args.pglite) await database.db.$client.exec(scale);
    else {
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await client.query(scale);
      await client.end();
    }
    const [tenant] = await ownerQuery(database, "select id from incubators where slug = 'demo'");
    const [coach] = await ownerQuery(database, "select id from users where email = 'coach@demo.test'");
    const tokens = {};
    for (const email of new Set(reads.map((r) => r.viewer))) {
      const [user] = await ownerQuery(
        database,
        "select id from users where incubator_id = $1 and email = $2",
        [tenant.id, email],
      );
      const [session] = await ownerQuery(
        database,
        "insert into sessions (incubator_id, user_id, status, activated_at) values ($1, $2, 'active', now()) returning id",
        [tenant.id, user.id],
      );
      tokens[email] = await new SignJWT({ sid: session.id })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(user.id)
        .setIssuer("launchpad")
        .setAudience(`incubator:${tenant.id}`)
        .setIssuedAt()
        .setExpirationTime("1h")
        .sign(new TextEncoder().encode(JWT_SECRET));
    }
    const fixture = { window: windowStart, coachId: coach.id };
    const config = loadConfig({
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
      NODE_ENV: "production",
      WEB_DIST: "/nonexistent",
      JWT_SECRET,
    });
    const owner = { ...database, forTenant: () => database.db };
    const apps = {
      rls: await buildApp({ config, database, pubsub: await createAppPubSub() }),
      owner: await buildApp({ config, database: owner, pubsub: await createAppPubSub() }),
    };

    const inject = (app, read) =>
      app.inject({
        method: "POST",
        url: `/graphql?operation=${read.operation}`,
        headers: {
          host: "localhost",
          "content-type": "application/json",
          "apollo-require-preflight": "true",
          authorization: `Bearer ${tokens[read.viewer]}`,
        },
        payload: bodyOf(read, fixture),
      });
    /** Wall and CPU time (this process: Node, and PGlite's database too) per request. */
    const block = async (app, read, n) => {
      const started = performance.now();
      const cpu = process.cpuUsage();
      let left = n;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (left-- > 0) {
            const response = await inject(app, read);
            if (response.statusCode !== 200 || response.json().errors)
              throw new Error(`${read.name}: ${response.body.slice(0, 300)}`);
          }
        }),
      );
      const used = process.cpuUsage(cpu);
      return { wall: (performance.now() - started) / n, cpu: (used.user + used.system) / 1000 / n };
    };
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

    console.log(
      `${database.kind}: ${blocks} alternating blocks of ${perBlock} requests per app, ${concurrency} at a time; median ms per request (wall, and CPU of this process)`,
    );
    console.log("read             wall RLS  wall owner   ratio    CPU RLS  CPU owner   ratio");
    for (const read of reads) {
      const [a, b] = [await inject(apps.rls, read), await inject(apps.owner, read)];
      // DTSTAMP is when an event's ICS was written: the one part that may differ.
      const same = (body) => body.replace(/DTSTAMP:\d{8}T\d{6}Z/g, "DTSTAMP");
      if (same(a.body) !== same(b.body)) throw new Error(`${read.name}: the two apps answer differently`);
      await block(apps.rls, read, perBlock);
      await block(apps.owner, read, perBlock);
      const times = { rls: [], owner: [] };
      for (let i = 0; i < blocks; i++) {
        const order = i % 2 ? ["owner", "rls"] : ["rls", "owner"];
        for (const name of order) times[name].push(await block(apps[name], read, perBlock));
      }
      const row = [read.name.padEnd(15)];
      for (const kind of ["wall", "cpu"]) {
        const rls = median(times.rls.map((t) => t[kind]));
        const own = median(times.owner.map((t) => t[kind]));
        row.push(rls.toFixed(2).padStart(9), own.toFixed(2).padStart(11), (rls / own).toFixed(3).padStart(7));
      }
      console.log(row.join(" "));
    }
    await apps.rls.close();
    await apps.owner.close();
  } finally {
    await database.close();
    if (!args.pglite) await admin(`drop database if exists ${dbName} with (force)`);
  }
}

await main();
process.exit(0);
