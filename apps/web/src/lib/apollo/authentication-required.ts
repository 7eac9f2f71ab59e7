import type { ErrorLike } from "@apollo/client";
import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { ErrorLink } from "@apollo/client/link/error";
import { AUTHENTICATION_REQUIRED, ignoresSignInErrors } from "./sign-in-errors.ts";

// Apollo-free, for the public pages (decision 022).
export { AUTHENTICATION_REQUIRED, ignoresSignInErrors } from "./sign-in-errors.ts";

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
