import { createForbiddenHandler } from "../lib/apollo/forbidden-handler.ts";
import { clearAuth } from "../lib/auth-storage.ts";
import { createRestClient } from "../lib/rest/rest-client.ts";
import { router } from "./router.ts";

const forbidden = createForbiddenHandler((path, state) => void router.navigate(path, { state }));

/** spec-1 §8 for REST: 401 signs out, 403 goes to /incubator-not-found or /error. */
export const restClient = createRestClient({
  onUnauthorized: () => clearAuth("server"),
  onForbidden: ({ status, errorName, message, request }) =>
    forbidden(
      { status, errorNames: errorName ? [errorName] : [], message },
      `${request.method} ${request.path}`,
    ),
});
