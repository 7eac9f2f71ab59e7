import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { SMTP_URL } from "./mail-settings.ts";
import { tenantOfWorker } from "./tests/support/tenant.ts";

/**
 * Journeys run in Debian's Chromium (never a downloaded browser) against the real server:
 * `npm start` from the repository root on port 3100, with a fresh data directory and one
 * copy of the demo tenant per extra worker (SEED_DEMO_COPIES: demo2, …), unless
 * E2E_BASE_URL points at a server that is already running (seeded the same way). The
 * server delivers its e-mail to the SMTP server that global-setup.ts starts (journeys read
 * the messages from it, each its own tenant's addresses).
 */
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? "http://localhost:3100";
const repositoryRoot = fileURLToPath(new URL("..", import.meta.url));

/** One tenant per worker (tests/support/tenant.ts): worker 1 on `demo`, the others on copies. */
const WORKERS = 2;
const demoCopies = Array.from({ length: WORKERS - 1 }, (_, index) => tenantOfWorker(index + 1));

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  outputDir: "./test-results",
  // Each worker on its own copy of the demo tenant, so any journey may run beside any other:
  // journeys, not files, are spread over the workers. A journey leaves its tenant as it
  // found it (the worker's next journeys share it).
  fullyParallel: true,
  workers: WORKERS,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // A ceiling for a slow machine (2 cores shared by the server, two browsers and more), not a goal.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    locale: "en-GB",
    // Recording a trace (DOM snapshots and screenshots at every action) doubled a journey's
    // cost: under CI a failed journey is retried once, recording its trace then.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
          args: [
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
          ],
        },
      },
    },
  ],
  webServer: externalBaseUrl
    ? undefined
    : {
        command: "rm -rf e2e/.data && npm start",
        cwd: repositoryRoot,
        env: { PORT: "3100", DATA_DIR: "e2e/.data", SMTP_URL, SEED_DEMO_COPIES: demoCopies.join(",") },
        url: "http://localhost:3100/readyz",
        timeout: 180_000,
        reuseExistingServer: !process.env.CI,
      },
});
