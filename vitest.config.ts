import { defineConfig } from "vitest/config";

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
