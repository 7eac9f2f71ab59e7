import type { ErrorLike } from "@apollo/client";
import type { RetryLink } from "@apollo/client/link/retry";
import { httpStatusOf } from "./http-failure.ts";

/** spec-1 §7 and §9: up to 6 attempts, 3 s initial delay, 20 s maximum, with jitter. */
export const RETRY_ATTEMPTS = 6;
export const RETRY_DELAY: RetryLink.DelayOptions = { initial: 3000, max: 20_000, jitter: true };

/** An answer the server will give again: retrying a refusal only delays its handling. */
const FINAL_STATUSES: ReadonlySet<number> = new Set([401, 403]);

export function shouldRetry(error: ErrorLike): boolean {
  const status = httpStatusOf(error);
  return status === null || !FINAL_STATUSES.has(status);
}

export const RETRY_OPTIONS: RetryLink.Options = {
  delay: RETRY_DELAY,
  attempts: { max: RETRY_ATTEMPTS, retryIf: shouldRetry },
};
