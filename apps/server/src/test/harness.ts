import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { buildApp } from "../app.ts";
import { type Config, loadConfig } from "../config.ts";
import { createDatabase, type Database } from "../db/client.ts";
import { resetDatabase, seedDemo } from "../db/seed/seed.ts";
import { type AppPubSub, createAppPubSub } from "../graphql/pubsub.ts";

export type DatabaseKind = "pglite" | "postgres";

/** The databases this run can reach: PGlite always, PostgreSQL when the run set one up. */
export function databaseKinds(): DatabaseKind[] {
  return inject("postgresUrl") ? ["pglite", "postgres"] : ["pglite"];
}

export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  const databaseUrl = kind === "postgres" ? (inject("postgresUrl") ?? undefined) : undefined;
  const database = await createDatabase({ databaseUrl, poolSize: 4 });
  await database.migrate();
  await resetDatabase(database.db);
  await seedDemo(database.db);
  return database;
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  pubsub: AppPubSub;
  config: Config;
  close(): Promise<void>;
};

export async function startTestApp(
  database: Database,
  env: Record<string, string> = {},
  pubsubPromise: Promise<AppPubSub> = createAppPubSub(),
): Promise<TestApp> {
  const pubsub = await pubsubPromise;
  const config = loadConfig({ LOG_LEVEL: "silent", NODE_ENV: "test", WEB_DIST: "/nonexistent", ...env });
  const app = await buildApp({ config, database, pubsub });
  return {
    app,
    database,
    pubsub,
    config,
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
    extensions?: { code?: string; name?: string; fields?: Record<string, string> };
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
