import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";

/**
 * Integration tests run against PGlite always, and against PostgreSQL when
 * TEST_DATABASE_URL names a server: a fresh database is created for the run and dropped
 * after it. Likewise TEST_REDIS_URL enables the cross-instance pub/sub test.
 */
declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
    redisUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  project.provide("redisUrl", process.env.TEST_REDIS_URL || null);
  if (!adminUrl) {
    project.provide("postgresUrl", null);
    return;
  }
  const name = `launchpad_test_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  project.provide("postgresUrl", url.toString());

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}
