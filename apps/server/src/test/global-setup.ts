import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createDatabase, type Database } from "../db/client.ts";

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

type Built = {
  pgliteDump: string;
  postgresUrl: string | null;
  postgresTemplate: string | null;
  teardown(): Promise<void>;
};

/**
 * The integration and smoke projects both name this file, and Vitest runs it once per
 * project in one process: the first builds, the second shares what it built (and the
 * module graph loaded by the seed, GraphQL included, is loaded once), the last one down
 * drops the databases.
 */
const shared = globalThis as { launchpadTestDatabases?: { built: Promise<Built>; users: number } };

export default async function setup(project: TestProject) {
  project.provide("redisUrl", process.env.TEST_REDIS_URL || null);
  shared.launchpadTestDatabases ??= { built: buildDatabases(), users: 0 };
  const state = shared.launchpadTestDatabases;
  state.users += 1;
  const built = await state.built;
  project.provide("pgliteDump", built.pgliteDump);
  project.provide("postgresUrl", built.postgresUrl);
  project.provide("postgresTemplate", built.postgresTemplate);
  return async () => {
    state.users -= 1;
    if (state.users > 0) return;
    shared.launchpadTestDatabases = undefined;
    await built.teardown();
  };
}

async function migrateAndSeed(database: Database) {
  const { seedDemo } = await import("../db/seed/seed.ts");
  await database.migrate();
  await seedDemo(database.db);
}

async function buildDatabases(): Promise<Built> {
  const run = `${Date.now().toString(36)}${randomBytes(2).toString("hex")}`;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "launchpad-db-"));
  const pglite = await createDatabase({});
  await migrateAndSeed(pglite);
  const dump = await pglite.dump?.();
  await pglite.close();
  if (!dump) throw new Error("PGlite gave no dump");
  const pgliteDump = path.join(dir, "template.tar");
  fs.writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));

  const adminUrl = process.env.TEST_DATABASE_URL;
  const prefix = `launchpad_test_${run}`;
  let postgresTemplate: string | null = null;
  if (adminUrl) {
    postgresTemplate = `${prefix}_template`;
    await adminQuery(adminUrl, `create database ${postgresTemplate}`);
    const database = await createDatabase({
      databaseUrl: withDatabase(adminUrl, postgresTemplate),
      poolSize: 2,
    });
    await migrateAndSeed(database);
    await database.close();
  }

  return {
    pgliteDump,
    postgresUrl: adminUrl || null,
    postgresTemplate,
    teardown: async () => {
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
    },
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
