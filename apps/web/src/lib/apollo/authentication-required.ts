import type { ErrorLike } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";

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

/** spec-1 §8: an AuthenticationRequiredError, recognised by its name or its message. */
export function isAuthenticationRequired(error: ErrorLike): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  return error.errors.some(
    (graphQLError) =>
      graphQLError.extensions?.name === AUTHENTICATION_REQUIRED ||
      graphQLError.message.includes(AUTHENTICATION_REQUIRED),
  );
}

/** Signs the user out when the server no longer accepts their sign-in (outside the exempt pages). */
export function createAuthenticationErrorLink(
  signOut: () => void,
  currentPath: () => string = () => window.location.pathname,
): ErrorLink {
  return new ErrorLink(({ error }) => {
    if (isAuthenticationRequired(error) && !ignoresSignInErrors(currentPath())) signOut();
  });
}
