import type { HttpFailure } from "./http-failure.ts";

export const INCUBATOR_NOT_FOUND_PATH = "/incubator-not-found";
export const ERROR_PATH = "/error";

/** spec-1 §2: a 403 named InvalidIncubator means the host names no organisation. */
export function forbiddenRoute(failure: Pick<HttpFailure, "errorNames">): string {
  return failure.errorNames.includes("InvalidIncubator") ? INCUBATOR_NOT_FOUND_PATH : ERROR_PATH;
}
