import { describe, expect, it, vi } from "vitest";
import { FEED_ERRORS, httpError, timeoutError, tooLargeError } from "../calendar-feed.errors.ts";
import { createFeedLoader, type FeedLoaderOptions } from "./feed-loader.ts";
import { asFetch, fakeFetch, frozenClock, ics, PUBLIC_IP, publicLookup, vevent } from "./test-helpers.ts";

const FEED = "https://calendar.example.com/host.ics";
const GOOD = ics(...vevent("a", "DTSTART:20250310T090000Z", "DTEND:20250310T100000Z"));
const WINDOW = [Date.parse("2025-03-01T00:00:00Z"), Date.parse("2025-04-01T00:00:00Z")] as const;

function load(url: string, options: FeedLoaderOptions) {
  const clock = frozenClock("2025-03-01T00:00:00Z");
  return createFeedLoader({ lookup: publicLookup, now: clock.now, ...options }).busy(url, ...WINDOW, "UTC");
}

/** A body that sends `chunks` bytes per read, `count` times, without a Content-Length. */
function streamed(chunkBytes: number, count: number, headers: HeadersInit = {}) {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ >= count) controller.close();
      else controller.enqueue(new Uint8Array(chunkBytes).fill(65));
    },
  });
  return new Response(body, { headers });
}

const redirect = (location: string, status = 302) => new Response(null, { status, headers: { location } });

describe("fetching a feed", () => {
  it("the default messages read 5 seconds and 2 MB", () => {
    expect(timeoutError(5000)).toBe("The feed did not answer within 5 seconds");
    expect(tooLargeError(2 * 1024 * 1024)).toBe("The feed is larger than 2 MB");
    expect(httpError(500)).toBe("The feed answered HTTP 500");
  });

  it("gives up when the feed never answers, and aborts the request", async () => {
    let signal: AbortSignal | undefined;
    const fetch = vi.fn((_url: string, init?: RequestInit) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>(() => {});
    });
    const result = await load(FEED, { fetch: fetch as unknown as typeof globalThis.fetch, timeoutMs: 30 });
    expect(result).toMatchObject({ ok: false, error: "The feed did not answer within 0.03 seconds" });
    expect(signal?.aborted).toBe(true);
  });

  it("gives up when the body never ends", async () => {
    const body = new ReadableStream<Uint8Array>({
      start: (c) => c.enqueue(new TextEncoder().encode("BEGIN:")),
    });
    const result = await load(FEED, {
      fetch: asFetch(fakeFetch({ [FEED]: () => new Response(body) })),
      timeoutMs: 30,
    });
    expect(result).toMatchObject({ ok: false, error: timeoutError(30) });
  });

  it("gives up when the name lookup never answers", async () => {
    const fetch = fakeFetch({ [FEED]: new Response(GOOD) });
    const result = await load(FEED, {
      fetch: asFetch(fetch),
      lookup: () => new Promise(() => {}),
      timeoutMs: 30,
    });
    expect(result).toMatchObject({ ok: false, error: timeoutError(30) });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["a streamed body past the limit", () => streamed(512, 3)],
    [
      "a declared Content-Length past the limit",
      () => new Response("x".repeat(2000), { headers: { "content-length": "2000" } }),
    ],
  ])("stops reading %s", async (_name, reply) => {
    const result = await load(FEED, { fetch: asFetch(fakeFetch({ [FEED]: reply })), maxBytes: 1024 });
    expect(result).toMatchObject({ ok: false, error: "The feed is larger than 1 KB" });
  });

  it("reads a body of exactly the limit", async () => {
    const text = GOOD.padEnd(4096, "\r\n");
    const result = await load(FEED, {
      fetch: asFetch(fakeFetch({ [FEED]: new Response(text) })),
      maxBytes: 4096,
    });
    expect(result).toMatchObject({ ok: true, eventCount: 1 });
  });

  it.each([500, 404, 401])("reports HTTP %i", async (status) => {
    const fetch = fakeFetch({ [FEED]: () => new Response("Internal error", { status }) });
    const result = await load(FEED, { fetch: asFetch(fetch) });
    expect(result).toMatchObject({ ok: false, error: `The feed answered HTTP ${status}` });
  });

  it("reports a file that is not iCalendar", async () => {
    const fetch = fakeFetch({
      [FEED]: new Response("<!DOCTYPE html><html><body>Please sign in</body></html>"),
    });
    expect(await load(FEED, { fetch: asFetch(fetch) })).toMatchObject({
      ok: false,
      error: FEED_ERRORS.invalidIcs,
    });
  });

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "192.168.1.20",
    "172.20.0.1",
    "169.254.169.254",
    "100.64.0.7",
    "0.0.0.0",
    "::1",
    "fe80::1",
    "fd00::1",
    "::ffff:127.0.0.1",
  ])("refuses a host name that resolves to %s", async (address) => {
    const fetch = fakeFetch({ [FEED]: new Response(GOOD) });
    const result = await load(FEED, { fetch: asFetch(fetch), lookup: async () => [PUBLIC_IP, address] });
    expect(result).toMatchObject({ ok: false, error: "The feed address is not reachable from the server" });
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    "https://127.0.0.1/feed.ics",
    "https://[::1]/feed.ics",
    "https://[::ffff:127.0.0.1]/feed.ics",
    "https://0x7f.1/feed.ics",
    "https://2130706433/feed.ics",
    "https://10.0.0.8:8443/feed.ics",
  ])("refuses the address literal %s without a lookup", async (url) => {
    const fetch = fakeFetch({ [url]: new Response(GOOD) });
    const lookup = vi.fn(publicLookup);
    const result = await load(url, { fetch: asFetch(fetch), lookup });
    expect(result).toMatchObject({ ok: false, error: FEED_ERRORS.blocked });
    expect(lookup).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ["http://calendar.example.com/a.ics", FEED_ERRORS.notHttps],
    ["webcal://calendar.example.com/a.ics", FEED_ERRORS.notHttps],
    ["file:///etc/passwd", FEED_ERRORS.notHttps],
    ["calendar.example.com/a.ics", FEED_ERRORS.invalidUrl],
    ["https://ada:secret@calendar.example.com/a.ics", FEED_ERRORS.credentials],
  ])("refuses %s", async (url, error) => {
    const fetch = fakeFetch({});
    expect(await load(url, { fetch: asFetch(fetch) })).toMatchObject({ ok: false, error });
    expect(fetch).not.toHaveBeenCalled();
  });

  it("reports a host name that does not resolve", async () => {
    const lookup = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect(await load(FEED, { fetch: asFetch(fakeFetch({})), lookup })).toMatchObject({
      ok: false,
      error: FEED_ERRORS.unknownHost,
    });
  });

  it.each([
    ["a network failure", new TypeError("fetch failed"), FEED_ERRORS.unreachable],
    [
      "a bad certificate",
      new TypeError("fetch failed", {
        cause: Object.assign(new Error("expired"), { code: "CERT_HAS_EXPIRED" }),
      }),
      FEED_ERRORS.certificate,
    ],
  ])("reports %s", async (_name, thrown, error) => {
    const fetch = vi.fn(async () => {
      throw thrown;
    });
    expect(await load(FEED, { fetch: fetch as unknown as typeof globalThis.fetch })).toMatchObject({
      ok: false,
      error,
    });
  });

  it("follows redirects by hand (relative ones too) and reads the last answer", async () => {
    const fetch = fakeFetch({
      [FEED]: redirect("https://cdn.example.net/a.ics", 301),
      "https://cdn.example.net/a.ics": redirect("/b.ics", 307),
      "https://cdn.example.net/b.ics": redirect("https://cdn.example.net/c.ics", 308),
      "https://cdn.example.net/c.ics": new Response(GOOD),
    });
    expect(await load(FEED, { fetch: asFetch(fetch) })).toMatchObject({ ok: true, eventCount: 1 });
    expect(fetch).toHaveBeenCalledTimes(4);
    expect(fetch.mock.calls.every(([, init]) => init?.redirect === "manual")).toBe(true);
  });

  it("refuses a fourth redirect", async () => {
    const fetch = fakeFetch({
      [FEED]: redirect("https://a.example.net/1"),
      "https://a.example.net/1": redirect("https://a.example.net/2"),
      "https://a.example.net/2": redirect("https://a.example.net/3"),
      "https://a.example.net/3": redirect("https://a.example.net/4"),
      "https://a.example.net/4": new Response(GOOD),
    });
    expect(await load(FEED, { fetch: asFetch(fetch) })).toMatchObject({
      ok: false,
      error: FEED_ERRORS.tooManyRedirects,
    });
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("refuses a redirect to a private address, before fetching it", async () => {
    const fetch = fakeFetch({
      [FEED]: redirect("https://intranet.example.com/secret.ics"),
      "https://intranet.example.com/secret.ics": new Response(GOOD),
    });
    const lookup = async (host: string) => (host === "intranet.example.com" ? ["10.0.0.5"] : [PUBLIC_IP]);
    expect(await load(FEED, { fetch: asFetch(fetch), lookup })).toMatchObject({
      ok: false,
      error: FEED_ERRORS.blocked,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ["a loopback literal", "https://127.0.0.1/feed.ics", FEED_ERRORS.blocked],
    ["the metadata service", "https://169.254.169.254/latest/meta-data", FEED_ERRORS.blocked],
    ["plain http", "http://calendar.example.com/a.ics", FEED_ERRORS.redirectNotHttps],
  ])("refuses a redirect to %s", async (_name, location, error) => {
    const fetch = fakeFetch({ [FEED]: redirect(location), [location]: new Response(GOOD) });
    expect(await load(FEED, { fetch: asFetch(fetch) })).toMatchObject({ ok: false, error });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
