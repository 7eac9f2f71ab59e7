import { type APIRequestContext, request as apiRequest } from "@playwright/test";

/**
 * Each Playwright worker works on its own copy of the demo tenant (seeded by the same
 * seeder, SEED_DEMO_COPIES in playwright.config.ts): worker 1 on `demo` at
 * http://localhost:3100, worker 2 on `demo2` at http://demo2.localhost:3100, and so on, so
 * journeys that change an organisation's settings, roles, meetings or passwords never meet
 * each other. A restarted worker keeps its index, hence its tenant.
 */
export function tenantOfWorker(parallelIndex: number): string {
  return parallelIndex === 0 ? "demo" : `demo${parallelIndex + 1}`;
}

/** The current worker's tenant (Playwright numbers its workers in TEST_PARALLEL_INDEX). */
export function currentTenant(): string {
  return tenantOfWorker(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
}

/** A demo account of the current worker's tenant: `email("founder")` → founder@demo2.test. */
export function email(local: string): string {
  return `${local}@${currentTenant()}.test`;
}

/** The server under test, as Node reaches it (the loopback address). */
export function serverRoot(): string {
  return process.env.E2E_BASE_URL ?? "http://localhost:3100";
}

/** The Host of the worker's tenant on the server under test (`demo2.localhost:3100`). */
export function tenantHost(root = serverRoot()): string {
  const url = new URL(root);
  const slug = currentTenant();
  return slug === "demo" ? url.host : `${slug}.${url.host}`;
}

/** The worker's tenant as the browser reaches it (Chromium resolves *.localhost). */
export function tenantOrigin(root = serverRoot()): string {
  return `${new URL(root).protocol}//${tenantHost(root)}`;
}

let sharedApi: Promise<APIRequestContext> | undefined;

/**
 * The worker's API client, for helpers that run beside a page (stored sessions, restoring
 * settings): requests go to the loopback address with the tenant's Host header, since Node
 * does not resolve *.localhost as Chromium does. One per worker.
 */
export function tenantApi(): Promise<APIRequestContext> {
  const root = serverRoot();
  sharedApi ??= apiRequest.newContext({ baseURL: root, extraHTTPHeaders: { host: tenantHost(root) } });
  return sharedApi;
}
