/**
 * The page a visitor wanted before signing in (spec-2 §2: "the return path kept"). Only a
 * path of this site is followed: anything else ("//evil.test", "https://…") falls back to
 * "/", so a crafted link cannot send a user elsewhere after signing in.
 */
export const LOGIN_PATH = "/login";
export const RETURN_TO_PARAM = "returnTo";

export function safeReturnTo(value: string | null | undefined): string {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}

type PageLocation = { pathname: string; search: string };

/**
 * Where a signed-out visitor of `location` is sent. Nothing is kept for "/" (it only
 * redirects by role), for the login page itself, or when the user chose to log out: the
 * next person to sign in on this browser should not land on the previous one's page.
 */
export function loginPathFor(location: PageLocation, keepReturnPath = true): string {
  const path = `${location.pathname}${location.search}`;
  if (!keepReturnPath || location.pathname === "/" || location.pathname === LOGIN_PATH) return LOGIN_PATH;
  return `${LOGIN_PATH}?${new URLSearchParams({ [RETURN_TO_PARAM]: path })}`;
}

/** The return path named by the login page's address, checked. */
export function returnToOf(search: string): string {
  return safeReturnTo(new URLSearchParams(search).get(RETURN_TO_PARAM));
}
