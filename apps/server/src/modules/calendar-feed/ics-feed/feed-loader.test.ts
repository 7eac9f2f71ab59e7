import { describe, expect, it } from "vitest";
import { createFeedLoader, type FeedLoaderOptions } from "./feed-loader.ts";
import {
  asFetch,
  at,
  fakeFetch,
  frozenClock,
  ics,
  isoIntervals,
  publicLookup,
  vevent,
} from "./test-helpers.ts";

const A = "https://calendar.example.com/a.ics";
const B = "https://calendar.example.com/b.ics";
const C = "https://calendar.example.com/c.ics";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const feedText = (day: string) => ics(...vevent(day, `DTSTART:${day}T090000Z`, `DTEND:${day}T100000Z`));
const MARCH = feedText("20250310");
const WINDOW = [at("2025-03-01T00:00:00Z"), at("2025-04-01T00:00:00Z")] as const;

/** A fetch whose answers the test sets one after another (the last one repeats). */
function scripted(...replies: (() => Response)[]) {
  let call = 0;
  return fakeFetch({
    [A]: () => {
      const reply = replies[Math.min(call, replies.length - 1)] as () => Response;
      call += 1;
      return reply();
    },
  });
}

const ok = () => new Response(MARCH);
const fail = () => new Response("down", { status: 503 });

function setup(fetch: ReturnType<typeof fakeFetch>, options: FeedLoaderOptions = {}) {
  const clock = frozenClock("2025-03-01T00:00:00Z");
  const loader = createFeedLoader({
    fetch: asFetch(fetch),
    lookup: publicLookup,
    now: clock.now,
    ...options,
  });
  return { clock, loader, busy: (url = A) => loader.busy(url, ...WINDOW, "UTC") };
}

describe("feed loader cache", () => {
  it("answers from the cache for 10 minutes, then fetches again", async () => {
    const fetch = scripted(ok);
    const { clock, loader, busy } = setup(fetch);
    const first = await busy();
    expect(first).toEqual({
      ok: true,
      busy: [{ start: at("2025-03-10T09:00:00Z"), end: at("2025-03-10T10:00:00Z") }],
      eventCount: 1,
      checkedAt: at("2025-03-01T00:00:00Z"),
      stale: false,
    });
    clock.advance(10 * MINUTE - 1);
    await busy();
    await loader.busy(A, at("2025-03-10T09:30:00Z"), at("2025-03-10T12:00:00Z"), "Asia/Tokyo");
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(await busy()).toMatchObject({ ok: true, checkedAt: at("2025-03-01T00:10:00Z") });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("shares one fetch between concurrent callers", async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fetch = fakeFetch({
      [A]: async () => {
        await gate;
        return new Response(MARCH);
      },
    });
    const { loader, busy } = setup(fetch);
    const pending = [busy(), busy(), loader.refresh(A, "UTC"), busy()];
    release();
    const results = await Promise.all(pending);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(results.every((r) => r.ok)).toBe(true);
  });

  it("does not fetch a failing feed again before 1 minute", async () => {
    const fetch = scripted(fail, ok);
    const { clock, busy } = setup(fetch);
    const failed = { ok: false, error: "The feed answered HTTP 503", checkedAt: at("2025-03-01T00:00:00Z") };
    expect(await busy()).toEqual(failed);
    clock.advance(MINUTE - 1);
    expect(await busy()).toEqual(failed);
    expect(fetch).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(await busy()).toMatchObject({ ok: true, stale: false });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("uses the last good copy (stale, with the error) while the feed fails, up to 24 hours", async () => {
    const fetch = scripted(ok, fail);
    const { clock, busy } = setup(fetch);
    await busy();
    clock.advance(10 * MINUTE);
    const stale = await busy();
    expect(stale).toMatchObject({
      ok: true,
      stale: true,
      error: "The feed answered HTTP 503",
      eventCount: 1,
    });
    expect(stale.checkedAt).toBe(at("2025-03-01T00:10:00Z"));
    expect(stale.ok && isoIntervals(stale.busy)).toEqual([
      ["2025-03-10T09:00:00.000Z", "2025-03-10T10:00:00.000Z"],
    ]);
    clock.advance(30 * 1000);
    expect(await busy()).toMatchObject({ ok: true, stale: true });
    expect(fetch).toHaveBeenCalledTimes(2);
    clock.advance(24 * HOUR - 10 * MINUTE - 30 * 1000 - 1);
    expect(await busy()).toMatchObject({ ok: true, stale: true });
    clock.advance(1);
    expect(await busy()).toMatchObject({ ok: false, error: "The feed answered HTTP 503" });
  });

  it("a good load after failures is fresh again", async () => {
    const fetch = scripted(ok, fail, ok);
    const { clock, busy } = setup(fetch);
    await busy();
    clock.advance(10 * MINUTE);
    expect(await busy()).toMatchObject({ stale: true });
    clock.advance(MINUTE);
    expect(await busy()).toEqual(expect.objectContaining({ ok: true, stale: false }));
    expect(await busy()).not.toHaveProperty("error");
  });

  it("refresh ignores the cache and answers the next 2 years", async () => {
    const text = ics(
      ...vevent("past", "DTSTART:20250210T090000Z", "DTEND:20250210T100000Z"),
      ...vevent("soon", "DTSTART:20260301T090000Z", "DTEND:20260301T100000Z"),
      ...vevent("in-two-years", "DTSTART:20270228T090000Z", "DTEND:20270228T100000Z"),
      ...vevent("later", "DTSTART:20270302T090000Z", "DTEND:20270302T100000Z"),
    );
    const fetch = fakeFetch({ [A]: () => new Response(text) });
    const { loader, busy } = setup(fetch);
    await busy();
    const result = await loader.refresh(A, "UTC");
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ ok: true, eventCount: 4, stale: false });
    expect(result.ok && isoIntervals(result.busy)).toEqual([
      ["2026-03-01T09:00:00.000Z", "2026-03-01T10:00:00.000Z"],
      ["2027-02-28T09:00:00.000Z", "2027-02-28T10:00:00.000Z"],
    ]);
  });

  it("refresh of a failing URL reports the failure at once", async () => {
    const { loader } = setup(fakeFetch({ [A]: () => new Response("nope", { status: 404 }) }));
    expect(await loader.refresh(A, "Europe/Berlin")).toEqual({
      ok: false,
      error: "The feed answered HTTP 404",
      checkedAt: at("2025-03-01T00:00:00Z"),
    });
  });

  it("keeps at most maxEntries URLs, dropping the least recently used", async () => {
    const fetch = fakeFetch({ [A]: () => ok(), [B]: () => ok(), [C]: () => ok() });
    const { busy } = setup(fetch, { maxEntries: 2 });
    await busy(A);
    await busy(B);
    await busy(A);
    await busy(C); // drops B
    expect(fetch).toHaveBeenCalledTimes(3);
    await busy(A);
    expect(fetch).toHaveBeenCalledTimes(3);
    await busy(B);
    expect(fetch).toHaveBeenCalledTimes(4);
  });

  it("clear() forgets every feed", async () => {
    const fetch = scripted(ok);
    const { loader, busy } = setup(fetch);
    await busy();
    loader.clear();
    await busy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
