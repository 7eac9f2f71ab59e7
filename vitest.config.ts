import { createRequire } from "node:module";
import { defineConfig } from "vitest/config";

/**
 * Node loads graphql-js as CommonJS (its "main") for the server's dependencies, while Vite
 * would pick the ESM build: two copies, and `instanceof GraphQLError` fails across them.
 * Server code under test must use the copy Node uses.
 */
const nodeGraphql = createRequire(import.meta.url).resolve("graphql");

/**
 * The projects, by file suffix (docs/adding-a-module.md):
 * - `unit`: `*.test.ts`, pure code, no I/O;
 * - `web`: the web app's components in jsdom (`web-isolated`: files that mock modules,
 *   `*.isolated.test.tsx`, each in a fresh environment);
 * - `integration`: `*.integration.test.ts`, the server against a copy of a database built
 *   once per run (PGlite, and PostgreSQL when TEST_DATABASE_URL is set; decision 009), one
 *   module graph per worker (`integration-isolated`: files that mock modules,
 *   `*.isolated.integration.test.ts`, each with its own);
 * - `smoke`: `*.smoke.test.ts`, tests that start the server as its own OS process.
 * Files run in parallel. The Playwright journeys in e2e/ run separately (npm run test:e2e).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["packages/*/src/**/*.test.ts", "apps/server/src/**/*.test.ts"],
          exclude: ["**/*.integration.test.ts", "**/*.smoke.test.ts", "**/node_modules/**"],
          environment: "node",
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "./apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          exclude: ["src/**/*.isolated.test.{ts,tsx}", "**/node_modules/**"],
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
          // One jsdom and one module graph per worker, reset between tests by setup.ts: a fresh
          // environment per file cost more than the tests. Files that mock modules are `*.isolated.test.*`.
          isolate: false,
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          name: "web-isolated",
          root: "./apps/web",
          include: ["src/**/*.isolated.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["./src/test/setup.ts"],
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: nodeGraphql }] },
        test: {
          name: "integration",
          include: ["apps/server/src/**/*.integration.test.ts"],
          exclude: ["**/*.isolated.integration.test.ts", "**/node_modules/**"],
          environment: "node",
          // A worker keeps the server's modules loaded from one file to the next (each file still
          // gets its own database copy and app): importing the server per file cost more than the
          // tests. So no module mocks here: collaborators are replaced through buildApp's deps.
          isolate: false,
          globalSetup: ["./apps/server/src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: nodeGraphql }] },
        test: {
          // The few integration files that mock a module (`vi.mock`, e.g. to count a repository's
          // reads), each with its own module graph: in the shared one the mock would not apply.
          name: "integration-isolated",
          include: ["apps/server/src/**/*.isolated.integration.test.ts"],
          environment: "node",
          globalSetup: ["./apps/server/src/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: nodeGraphql }] },
        test: {
          name: "smoke",
          include: ["apps/server/src/**/*.smoke.test.ts"],
          environment: "node",
          globalSetup: ["./apps/server/src/test/global-setup.ts"],
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
