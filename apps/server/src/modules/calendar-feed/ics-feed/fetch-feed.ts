import { isIP } from "node:net";
import { FEED_ERRORS, FeedError, httpError, timeoutError, tooLargeError } from "../calendar-feed.errors.ts";
import { isPublicAddress } from "./address-guard.ts";
import { ADDRESS_BLOCKED, type HostLookup } from "./guarded-https.ts";

/**
 * Downloads a feed's text safely (issue 6, docs/booking-api.md "External calendar feed"):
 * - https only, no user name or password in the address;
 * - the host name is resolved first and every address must be public (address-guard.ts);
 * - redirects are followed by hand, at most `maxRedirects`, each target checked the same way;
 * - one deadline for everything (DNS, redirects, body): the request is aborted when it passes;
 * - the body is read up to `maxBytes` and no further;
 * - a non-2xx answer is an error; the body is read as UTF-8 (RFC 5545 §6).
 * Every failure is a short English sentence for the host (calendar-feed.errors.ts), never an exception.
 */

export type FetchFeedOptions = {
  fetch: typeof globalThis.fetch;
  lookup: HostLookup;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects?: number;
};

export type FetchOutcome = { ok: true; text: string } | { ok: false; error: string };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HEADERS = {
  accept: "text/calendar, text/plain;q=0.9, */*;q=0.8",
  "user-agent": "Launchpad calendar feed reader",
};

function codesOf(error: unknown): string[] {
  const code = (e: unknown) => (e && typeof e === "object" && "code" in e ? String(e.code) : "");
  const cause = error && typeof error === "object" && "cause" in error ? error.cause : undefined;
  return [code(error), code(cause)];
}

/** The host-facing reason of a network error (node:https errors, or undici's "fetch failed" with a cause). */
function networkError(error: unknown): string {
  const codes = codesOf(error);
  if (codes.includes(ADDRESS_BLOCKED)) return FEED_ERRORS.blocked;
  if (codes.some((c) => c === "ENOTFOUND" || c === "EAI_AGAIN" || c === "ENODATA"))
    return FEED_ERRORS.unknownHost;
  if (codes.some((c) => /CERT|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|HOSTNAME/.test(c)))
    return FEED_ERRORS.certificate;
  return FEED_ERRORS.unreachable;
}

async function checkedTarget(
  address: string,
  base: URL | undefined,
  options: FetchFeedOptions,
): Promise<URL> {
  let url: URL;
  try {
    url = new URL(address, base);
  } catch {
    throw new FeedError(FEED_ERRORS.invalidUrl);
  }
  if (url.protocol !== "https:")
    throw new FeedError(base ? FEED_ERRORS.redirectNotHttps : FEED_ERRORS.notHttps);
  if (url.username || url.password) throw new FeedError(FEED_ERRORS.credentials);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await options.lookup(host);
  } catch (error) {
    throw new FeedError(networkError(error));
  }
  if (addresses.length === 0 || !addresses.every(isPublicAddress)) throw new FeedError(FEED_ERRORS.blocked);
  return url;
}

async function readText(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get("content-length") ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new FeedError(tooLargeError(maxBytes));
  }
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read().catch((error: unknown) => {
      throw new FeedError(networkError(error));
    });
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new FeedError(tooLargeError(maxBytes));
    }
    chunks.push(value);
  }
  return new TextDecoder("utf-8").decode(Buffer.concat(chunks));
}

async function download(address: string, options: FetchFeedOptions, signal: AbortSignal): Promise<string> {
  const maxRedirects = options.maxRedirects ?? 3;
  let target = await checkedTarget(address, undefined, options);
  for (let redirects = 0; ; redirects++) {
    const response = await options
      .fetch(target.href, { redirect: "manual", signal, headers: HEADERS })
      .catch((error: unknown) => {
        throw new FeedError(networkError(error));
      });
    const location = response.headers.get("location");
    if (REDIRECT_STATUSES.has(response.status) && location) {
      await response.body?.cancel().catch(() => {});
      if (redirects >= maxRedirects) throw new FeedError(FEED_ERRORS.tooManyRedirects);
      target = await checkedTarget(location, target, options);
      continue;
    }
    if (response.status < 200 || response.status > 299) {
      await response.body?.cancel().catch(() => {});
      throw new FeedError(httpError(response.status));
    }
    return readText(response, options.maxBytes);
  }
}

/** The feed's text, or why it could not be had. */
export async function fetchFeedText(address: string, options: FetchFeedOptions): Promise<FetchOutcome> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new FeedError(timeoutError(options.timeoutMs))), options.timeoutMs);
  });
  try {
    const text = await Promise.race([download(address, options, controller.signal), deadline]);
    return { ok: true, text };
  } catch (error) {
    return { ok: false, error: error instanceof FeedError ? error.message : FEED_ERRORS.unreachable };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}
