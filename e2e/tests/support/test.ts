import { type BrowserContextOptions, test as base, expect, type Page } from "@playwright/test";
import { storageStateOf, storedSession } from "./sessions.ts";
import { currentTenant, email, tenantApi, tenantHost, tenantOrigin } from "./tenant.ts";

export type AsUserOptions = BrowserContextOptions & {
  /** The page the app opens on, e.g. "/calendar": it waits for the page's first level-1 heading. */
  startAt?: string;
};

type JourneyFixtures = {
  /**
   * A new browser (context) signed in as the demo account `local` of the worker's tenant,
   * from the worker's stored session (no form, no password check), on its start page, or
   * on `startAt` (the app then starts once, there, instead of on the start page and again
   * at the journey's first `goto`). Other options are the context's (a viewport, a user
   * agent). Closed when the journey ends.
   */
  asUser: (local: string, options?: AsUserOptions) => Promise<Page>;
};

/**
 * The journeys' `test`: on the worker's own tenant (tenant.ts), with `asUser` for journeys
 * that start signed in. Only the journeys about signing in use the login form.
 */
export const test = base.extend<JourneyFixtures>({
  baseURL: async ({ baseURL }, use) => {
    if (currentTenant() === "demo" || !baseURL) return use(baseURL);
    await use(tenantOrigin(baseURL));
  },
  // API calls from the journeys (Node, which does not resolve *.localhost as Chromium does)
  // go to the loopback address with the tenant's Host header.
  request: async ({ playwright }, use, testInfo) => {
    const root = testInfo.project.use.baseURL ?? "http://localhost:3100";
    const context = await playwright.request.newContext({
      baseURL: root,
      extraHTTPHeaders: { host: tenantHost(root) },
    });
    await use(context);
    await context.dispose();
  },
  asUser: async ({ browser, baseURL }, use) => {
    const opened: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (local, { startAt, ...options } = {}) => {
      const session = await storedSession(await tenantApi(), local);
      const context = await browser.newContext({
        ...options,
        storageState: storageStateOf(session, new URL(baseURL ?? tenantOrigin()).origin),
      });
      opened.push(context);
      const page = await context.newPage();
      await page.goto(startAt ?? "/");
      // The app's first start in a fresh browser: slow on a busy 2-core machine.
      const started = startAt
        ? page.getByRole("heading", { level: 1 }).first()
        : page.getByRole("button", { name: "Account menu" });
      await expect(started).toBeVisible({ timeout: 30_000 });
      return page;
    });
    for (const context of opened) await context.close();
  },
});

export { currentTenant, email, expect, tenantApi };
