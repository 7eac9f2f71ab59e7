/**
 * Why a feed could not be used, in short English sentences shown to the host (issue 6: a feed
 * that fails to load is reported to the host). Limits are written from the loader's options,
 * so the defaults read "5 seconds" and "2 MB".
 */

export const FEED_ERRORS = {
  invalidUrl: "The feed address is not a valid web address",
  notHttps: "The feed address must start with https://",
  credentials: "The feed address must not contain a user name or password",
  blocked: "The feed address is not reachable from the server",
  unknownHost: "The feed's server name could not be found",
  unreachable: "The feed could not be reached",
  certificate: "The feed's server has an invalid HTTPS certificate",
  redirectNotHttps: "The feed redirected to an address that is not https://",
  tooManyRedirects: "The feed redirected too many times",
  invalidIcs: "The feed is not a valid iCalendar file",
  tooComplex: "The feed has too many repeating events to read",
} as const;

export function timeoutError(timeoutMs: number): string {
  const seconds = timeoutMs / 1000;
  return `The feed did not answer within ${seconds} ${seconds === 1 ? "second" : "seconds"}`;
}

export function tooLargeError(maxBytes: number): string {
  const MB = 1024 * 1024;
  const size =
    maxBytes % MB === 0
      ? `${maxBytes / MB} MB`
      : maxBytes % 1024 === 0
        ? `${maxBytes / 1024} KB`
        : `${maxBytes} bytes`;
  return `The feed is larger than ${size}`;
}

export function httpError(status: number): string {
  return `The feed answered HTTP ${status}`;
}

/** An error whose message is one of the sentences above (thrown inside the loader, caught at its edge). */
export class FeedError extends Error {
  override name = "FeedError";
}

export type FeedErrorCode = keyof typeof FEED_ERRORS | "timeout" | "tooLarge" | "http";

/** The kind of a feed error sentence, for a client that says it in the reader's language. */
export function feedErrorCode(message: string): FeedErrorCode | null {
  const known = (Object.keys(FEED_ERRORS) as (keyof typeof FEED_ERRORS)[]).find(
    (key) => FEED_ERRORS[key] === message,
  );
  if (known) return known;
  if (message.startsWith("The feed did not answer within")) return "timeout";
  if (message.startsWith("The feed is larger than")) return "tooLarge";
  if (message.startsWith("The feed answered HTTP")) return "http";
  return null;
}
