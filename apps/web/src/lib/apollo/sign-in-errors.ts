export const AUTHENTICATION_REQUIRED = "AuthenticationRequiredError";

/**
 * spec-1 §2: the sign-in-error handler does nothing on the login page and on paths
 * containing these fragments (pages a signed-out visitor uses on purpose).
 */
const EXEMPT_PATH_FRAGMENTS = [
  "reset",
  "application/new",
  "acceptinvitation",
  "forgotpassword",
  "share/forms",
  "welcome",
] as const;

export function ignoresSignInErrors(pathname: string): boolean {
  return pathname === "/login" || EXEMPT_PATH_FRAGMENTS.some((fragment) => pathname.includes(fragment));
}
