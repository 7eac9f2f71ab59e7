import type { Browser, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { journeyGraphql } from "./journey-graphql.ts";
import { endSessions, openSession, type StoredSession, storageStateOf } from "./sessions.ts";
import { serverRoot, tenantApi } from "./tenant.ts";

/**
 * Issue 18's journeys (startup-*.spec.ts): the startups of the worker's tenant by name, and
 * the clean-up a user would not click through (docs/demo-data.md: Nimbus Analytics is
 * founder@'s startup, newfounder@ has none, Orbit Labs is at its plan's startup limit).
 */
const gql = journeyGraphql("JourneyStartupFile");

type Named = { id: string; name: string };

/** The id of the startup called `name`, as staff see it (undefined when there is none). */
export async function startupIdNamed(name: string): Promise<string | undefined> {
  const data = await gql(await tenantApi(), "staff", "query JourneyStartupFile { startups { id name } }");
  return (data.startups as Named[]).find((s) => s.name === name)?.id;
}

/** Deletes the startups called `name` (what a journey created), as the admin. */
export async function deleteStartupsNamed(name: string): Promise<void> {
  const api = await tenantApi();
  const data = await gql(api, "admin", "query JourneyStartupFile { startups { id name } }");
  for (const s of (data.startups as Named[]).filter((s) => s.name === name))
    await gql(api, "admin", "mutation JourneyStartupFile($id: ID!) { deleteStartup(id: $id) }", { id: s.id });
}

/** The id of a demo user of the worker's tenant, from the admin's user list, by e-mail. */
export async function userIdOf(email: string): Promise<string> {
  const data = await gql(
    await tenantApi(),
    "admin",
    "query JourneyStartupFile($q: String) { users(filter: { search: $q }, limit: 5) { items { id email } } }",
    { q: email },
  );
  const id = (data.users as { items: { id: string; email: string }[] }).items.find(
    (u) => u.email === email,
  )?.id;
  if (!id) throw new Error(`no user ${email}`);
  return id;
}

/** Runs a journey's own GraphQL call as a demo user of the worker's tenant. */
export async function startupGql(local: string, query: string, variables: Record<string, unknown> = {}) {
  return gql(await tenantApi(), local, query, variables);
}

/**
 * A browser signed in as `<local>@orbit.test` on Orbit Labs (http://orbit.localhost:3100),
 * the organisation at its plan's startup limit: shared by the workers, so only journeys that
 * change nothing there use it. `close()` ends the session and the browser.
 */
export async function asOrbitUser(
  browser: Browser,
  local: string,
  startAt = "/",
): Promise<{ page: Page; close: () => Promise<void> }> {
  const root = new URL(serverRoot());
  const host = `orbit.${root.host}`;
  const { request } = await import("@playwright/test");
  const api = await request.newContext({ baseURL: root.origin, extraHTTPHeaders: { host } });
  const session: StoredSession = await openSession(api, `${local}@orbit.test`);
  const context = await browser.newContext({
    storageState: storageStateOf(session, `${root.protocol}//${host}`),
  });
  const page = await context.newPage();
  await page.goto(`${root.protocol}//${host}${startAt}`);
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible({ timeout: 30_000 });
  return {
    page,
    close: async () => {
      await context.close();
      await endSessions(api, [session.token]);
      await api.dispose();
    },
  };
}
