import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

/**
 * Node loads graphql-js as CommonJS (its "main") for the server's dependencies, while Vite
 * would pick the ESM build: two copies, and `instanceof GraphQLError` fails across them.
 * Server code under test must use the copy Node uses.
 */
const nodeGraphql = createRequire(import.meta.url).resolve("graphql");

/**
 * Three projects: `unit` (pure code, no I/O), `web` (components in jsdom) and
 * `integration` (the server against PGlite and, when TEST_DATABASE_URL is set, PostgreSQL).
 * The Playwright journeys in e2e/ run separately (npm run test:e2e).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.unit.test.ts"],
          environment: "node",
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "./apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: nodeGraphql }] },
        test: {
          name: "integration",
          include: ["apps/server/src/**/*.test.ts"],
          exclude: ["apps/server/src/**/*.unit.test.ts"],
          environment: "node",
          globalSetup: ["./apps/server/src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
