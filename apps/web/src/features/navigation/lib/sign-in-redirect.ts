import { LOGIN_PATH, loginPathFor, RETURN_TO_PARAM } from "../../../lib/return-to.ts";

/**
 * spec-2 §2: a signed-out visitor goes to the login page with a screen hint (default
 * "login"), an optional invitation parameter and the return path. Both parameters are
 * read from the address the visitor opened; the default hint is left out of the address
 * (the login page assumes it), so a plain visit still lands on "/login?returnTo=…".
 */
export const SCREEN_HINT_PARAM = "screen_hint";
export const DEFAULT_SCREEN_HINT = "login";
export const INVITATION_PARAM = "invitation";

type PageLocation = { pathname: string; search: string };

export function signInPathFor(location: PageLocation, keepReturnPath = true): string {
  if (!keepReturnPath) return LOGIN_PATH;
  const visited = new URLSearchParams(location.search);
  const query = new URLSearchParams();
  const hint = visited.get(SCREEN_HINT_PARAM);
  if (hint && hint !== DEFAULT_SCREEN_HINT) query.set(SCREEN_HINT_PARAM, hint);
  const invitation = visited.get(INVITATION_PARAM);
  if (invitation) query.set(INVITATION_PARAM, invitation);
  const returnTo = new URLSearchParams(loginPathFor(location).split("?")[1] ?? "").get(RETURN_TO_PARAM);
  if (returnTo) query.set(RETURN_TO_PARAM, returnTo);
  const search = query.toString();
  return search ? `${LOGIN_PATH}?${search}` : LOGIN_PATH;
}
