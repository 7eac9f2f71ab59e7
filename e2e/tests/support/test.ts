import { type APIRequestContext, request as apiRequest, test as base, expect } from "@playwright/test";

/**
 * The journeys' `test`: each Playwright worker works on its own copy of the demo tenant
 * (seeded by the same seeder, SEED_DEMO_COPIES): worker 1 on `demo` at
 * http://localhost:3100, worker 2 on `demo2` at http://demo2.localhost:3100, and so on, so
 * journeys that change an organisation's settings, roles or meetings never meet each other.
 */
export const WORKER_TENANTS = ["demo", "demo2"] as const;

export function tenantOfWorker(parallelIndex: number): string {
  return parallelIndex === 0 ? "demo" : `demo${parallelIndex + 1}`;
}

/** The current worker's tenant (Playwright numbers its workers in TEST_PARALLEL_INDEX). */
export function currentTenant(): string {
  return tenantOfWorker(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

/** A demo account of the current test's tenant: `email("founder")` → founder@demo2.test. */
export function email(local: string): string {
  return `${local}@${currentTenant()}.test`;
}

/** The Host of the worker's tenant on the server under test (`demo2.localhost:3100`). */
export function tenantHost(root: string): string {
  const url = new URL(root);
  const slug = currentTenant();
  return slug === "demo" ? url.host : `${slug}.${url.host}`;
}

const ROOT = "http://localhost:3100";
let sharedApi: Promise<APIRequestContext> | undefined;

/**
 * The worker's API client for helpers that run beside a page (restoring settings, ending
 * sessions): requests go to the loopback address with the tenant's Host header, since Node
 * does not resolve *.localhost as Chromium does. One per worker.
 */
export function tenantApi(): Promise<APIRequestContext> {
  const root = process.env.E2E_BASE_URL ?? ROOT;
  sharedApi ??= apiRequest.newContext({ baseURL: root, extraHTTPHeaders: { host: tenantHost(root) } });
  return sharedApi;
}

export const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    if (currentTenant() === "demo" || !baseURL) return use(baseURL);
    await use(`http://${tenantHost(baseURL)}`);
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
});

export { expect };
