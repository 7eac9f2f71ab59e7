import { clearToken } from "../auth-storage.ts";
import { forbiddenRoute } from "./forbidden-route.ts";
import type { HttpFailureHandler } from "./http-error-link.ts";

export type Navigate = (path: string, state: ForbiddenNavigationState) => void;

/** What /error receives about the failure (spec-1 §2: "passes the error along"). */
export type ForbiddenNavigationState = {
  error: { message: string; names: string[]; operation: string | null };
  from: string;
};

/**
 * spec-1 §8, HTTP 403: the authorization is cleared and the user leaves for
 * /incubator-not-found (InvalidIncubator) or /error. Several queries can fail at once;
 * only the first one navigates.
 */
export function createForbiddenHandler(navigate: Navigate): HttpFailureHandler {
  return (failure, operationName) => {
    clearToken();
    const target = forbiddenRoute(failure);
    const { pathname, search } = window.location;
    if (pathname === target) return;
    navigate(target, {
      error: { message: failure.message, names: failure.errorNames, operation: operationName ?? null },
      from: `${pathname}${search}`,
    });
  };
}
