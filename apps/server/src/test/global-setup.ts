import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase, type Database } from "../db/client.ts";
import { seedDemo } from "../db/seed/seed.ts";

/**
 * The integration databases are built once per run (migrate + seed) and copied per test
 * file (decision 009):
 * - PGlite: a migrated, seeded in-memory database dumped to a tarball; each file loads it.
 * - PostgreSQL, when TEST_DATABASE_URL names a server: a template database; each file gets
 *   `CREATE DATABASE … TEMPLATE`. Every database of the run is dropped at the end.
 * TEST_REDIS_URL enables the cross-instance pub/sub test.
 */
declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
    postgresTemplate: string | null;
    pgliteDump: string;
    redisUrl: string | null;
  }
}

async function build(database: Database) {
  await database.migrate();
  await seedDemo(database.db);
}

export default async function setup(project: TestProject) {
  const run = `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
  project.provide("redisUrl", process.env.TEST_REDIS_URL || null);

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launchpad-db-"));
  const pglite = await createDatabase({});
  await build(pglite);
  const dump = await pglite.dump?.();
  await pglite.close();
  if (!dump) throw new Error("PGlite gave no dump");
  const dumpFile = path.join(dir, "template.tar");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteDump", dumpFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const prefix = `launchpad_test_${run}`;
  if (adminUrl) {
    const template = `${prefix}_template`;
    await adminQuery(adminUrl, `create database ${template}`);
    const database = await createDatabase({ databaseUrl: withDatabase(adminUrl, template), poolSize: 2 });
    await build(database);
    await database.close();
    project.provide("postgresUrl", adminUrl);
    project.provide("postgresTemplate", template);
  } else {
    project.provide("postgresUrl", null);
    project.provide("postgresTemplate", null);
  }

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (!adminUrl) return;
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    const { rows } = await client.query<{ datname: string }>(
      "select datname from pg_database where datname like $1",
      [`${prefix}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
    await client.end();
  };
}

export function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

export async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
