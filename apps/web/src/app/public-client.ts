import { createForbiddenHandler } from "../lib/apollo/forbidden-handler.ts";
import { ignoresSignInErrors } from "../lib/apollo/sign-in-errors.ts";
import { clearAuth } from "../lib/auth-storage.ts";
import { createPublicClient } from "../lib/public-graphql/public-client.ts";
import { navigate } from "./navigate.ts";

const forbidden = createForbiddenHandler(navigate);

/** The public pages' GraphQL (decision 022), with Apollo's reactions to failures (spec-1 §8). */
export const publicClient = createPublicClient({
  onHttpFailure: (failure, operation) => {
    if (failure.status === 401) clearAuth("server");
    if (failure.status === 403) forbidden(failure, operation ?? undefined);
  },
  onAuthenticationRequired: () => {
    if (!ignoresSignInErrors(window.location.pathname)) clearAuth("server");
  },
});
