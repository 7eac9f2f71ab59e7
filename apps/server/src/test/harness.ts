import { randomBytes } from "node:crypto";
import fs from "node:fs";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { type AppDeps, buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { type AppPubSub, createAppPubSub } from "../graphql/pubsub.ts";
import type { JobRunner } from "../modules/jobs/index.ts";
import { adminQuery, withDatabase } from "./global-setup.ts";

export type DatabaseKind = "pglite" | "postgres";

/**
 * The database kinds a `describe` runs on (decision 009). `"sql"`: PostgreSQL when this run
 * has one, else PGlite — for everything that touches SQL. `"both"`: PGlite and PostgreSQL —
 * migrations, the seed and one real flow per module keep the embedded default proven.
 */
export function databaseKinds(which: "sql" | "both"): DatabaseKind[] {
  if (!inject("postgresTemplate")) return ["pglite"];
  return which === "both" ? ["pglite", "postgres"] : ["postgres"];
}

let pgliteTemplate: Blob | undefined;

/** A private copy of the run's migrated and seeded database (built once in global-setup.ts). */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database & { url?: string }> {
  if (kind === "pglite") {
    pgliteTemplate ??= new Blob([fs.readFileSync(inject("pgliteDump"))]);
    return createDatabase({ loadDataDir: pgliteTemplate });
  }
  const adminUrl = inject("postgresUrl");
  const template = inject("postgresTemplate");
  if (!adminUrl || !template) throw new Error("this run has no PostgreSQL (TEST_DATABASE_URL)");
  const name = `${template.replace(/_template$/, "")}_${randomBytes(4).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const url = withDatabase(adminUrl, name);
  return Object.assign(await createDatabase({ databaseUrl: url, poolSize: 4 }), { url });
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  pubsub: AppPubSub;
  config: Config;
  /** The app's job runner: `await t.jobs.runDue()` runs what is due now (e-mail delivery too). */
  jobs: JobRunner;
  close(): Promise<void>;
};

export async function startTestApp(
  database: Database,
  env: Record<string, string> = {},
  pubsubPromise: Promise<AppPubSub> = createAppPubSub(),
  overrides: Pick<AppDeps, "feeds"> = {},
): Promise<TestApp> {
  const pubsub = await pubsubPromise;
  const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: "/nonexistent", ...env });
  const app = await buildApp({ config, database, pubsub, ...overrides });
  return {
    app,
    database,
    pubsub,
    config,
    jobs: app.jobs,
    close: async () => {
      await app.close();
      await pubsub.close();
    },
  };
}

export type GraphQLBody = {
  data?: Record<string, unknown> | null;
  errors?: {
    message: string;
    extensions?: {
      code?: string;
      name?: string;
      fields?: Record<string, string>;
      fieldErrors?: { path: string; code: string; params?: Record<string, string | number> }[];
    };
  }[];
};

/** Posts an operation as the web client does: `?operation=`, JSON, the preflight header. */
export async function gql(
  app: FastifyInstance,
  query: string,
  options: { host?: string; variables?: Record<string, unknown>; operationName?: string } = {},
) {
  const response = await app.inject({
    method: "POST",
    url: `/graphql${options.operationName ? `?operation=${options.operationName}` : ""}`,
    headers: {
      host: options.host ?? "localhost",
      "content-type": "application/json",
      "apollo-require-preflight": "true",
    },
    payload: { query, variables: options.variables, operationName: options.operationName },
  });
  return { status: response.statusCode, body: response.json() as GraphQLBody };
}

/** The value of a top-level field of a GraphQL answer; fails loudly when it is missing. */
export function dataField<T>(body: GraphQLBody, name: string): T {
  const value = body.data?.[name];
  if (value == null) throw new Error(`no ${name} in ${JSON.stringify(body)}`);
  return value as T;
}
