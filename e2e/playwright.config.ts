import { fileURLToPath } from "node:url";
import { defineConfig, devices } from "@playwright/test";
import { SMTP_URL } from "./mail-settings.ts";

/**
 * Journeys run in Debian's Chromium (never a downloaded browser) against the real server:
 * `npm start` from the repository root on port 3100, with a fresh data directory and a copy
 * of the demo tenant for the second worker (SEED_DEMO_COPIES), unless
 * E2E_BASE_URL points at a server that is already running. The server delivers its e-mail
 * to the SMTP server that global-setup.ts starts (journeys read the messages from it).
 */
const externalBaseUrl = process.env.E2E_BASE_URL;
const baseURL = externalBaseUrl ?? "http://localhost:3100";
const repositoryRoot = fileURLToPath(new URL("..", import.meta.url));

export default defineConfig({
  testDir: "./tests",
  globalSetup: "./global-setup.ts",
  outputDir: "./test-results",
  // Two workers, each on its own copy of the demo tenant (support/test.ts); a file's journeys
  // run in order in one worker.
  fullyParallel: false,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    locale: "en-GB",
    trace: "retain-on-failure",
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
        env: { PORT: "3100", DATA_DIR: "e2e/.data", SMTP_URL, SEED_DEMO_COPIES: "demo2" },
        url: "http://localhost:3100/readyz",
        timeout: 180_000,
        reuseExistingServer: !process.env.CI,
      },
});
