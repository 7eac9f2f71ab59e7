import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./demo-accounts.ts";
import { expect, tenantHost, test } from "./test.ts";

/** Fills the login form and submits it, as a user would. */
export async function submitLogin(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

/** From the login page to the signed-in start page, through the form: for the sign-in journeys. */
export async function signInThroughForm(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await submitLogin(page, email, password);
  await expect(page.getByRole("heading", { level: 2, name: "Signed in as" })).toBeVisible();
}

/**
 * Signed in without the form, for journeys whose subject is not signing in: the session is
 * opened through the API as the login page opens it (`POST /auth/local`, then
 * `upsertSession`), stored in the browser where the web app keeps it (spec-1 §9), and the
 * signed-in start page is opened.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  const api = apiOf(page);
  const answer = await page.request.post(api.url("/auth/local"), {
    headers: api.headers,
    data: { email, password },
  });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  const { token } = (await answer.json()) as { token: string };
  const upsert = await page.request.post(api.url("/graphql?operation=JourneySession"), {
    headers: { ...api.headers, authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
    data: { query: "mutation JourneySession { upsertSession { id status } }" },
  });
  const session = ((await upsert.json()) as { data?: { upsertSession?: { id: string; status: string } } })
    .data?.upsertSession;
  expect(session?.id, `session of ${email}: ${JSON.stringify(session)}`).toBeTruthy();
  await page.goto("/login");
  await page.evaluate(
    (stored: Record<string, string>) => {
      for (const [key, value] of Object.entries(stored)) window.localStorage.setItem(key, value);
    },
    { [TOKEN_KEY]: token, [SESSION_KEY]: session?.id ?? "" },
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 2, name: "Signed in as" })).toBeVisible();
}

/** The API as the worker's tenant sees it (see `request` in test.ts). */
function apiOf(_page: Page) {
  const root = test.info().project.use.baseURL ?? "http://localhost:3100";
  return { url: (path: string) => new URL(path, root).toString(), headers: { host: tenantHost(root) } };
}

/** Where the web app keeps the sign-in (apps/web/src/lib/auth-storage.ts). */
const TOKEN_KEY = "accelerator-token";
const SESSION_KEY = "accelerator-session-id";

/** Logs out through the account dropdown of the top bar. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}
