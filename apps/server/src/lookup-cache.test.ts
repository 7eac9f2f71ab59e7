import { describe, expect, it } from "vitest";
import { LookupCache } from "./lookup-cache.ts";

/** A cache on a clock and a delivery epoch that the test moves. */
function setUp(ttlMs = 1_000, maxEntries = 10) {
  const state = { now: 0, epoch: 1 as number | null, loads: 0 };
  const cache = new LookupCache<string>(
    () => state.epoch,
    ttlMs,
    maxEntries,
    () => state.now,
  );
  const load =
    (value: string | null = "v") =>
    async () => {
      state.loads += 1;
      return value;
    };
  return { state, cache, load };
}

describe("LookupCache", () => {
  it("answers from memory until the entry expires", async () => {
    const { state, cache, load } = setUp();
    expect(await cache.get("k", load("a"))).toBe("a");
    expect(await cache.get("k", load("b"))).toBe("a");
    expect(state.loads).toBe(1);
    state.now = 1_000;
    expect(await cache.get("k", load("b"))).toBe("b");
    expect(state.loads).toBe(2);
  });

  it("never stores a miss", async () => {
    const { state, cache, load } = setUp();
    expect(await cache.get("k", load(null))).toBeNull();
    expect(await cache.get("k", load("found"))).toBe("found");
    expect(state.loads).toBe(2);
  });

  it("drops what an invalidation names, and only that", async () => {
    const { state, cache, load } = setUp();
    await cache.get("a", load("1"));
    await cache.get("b", load("2"));
    cache.drop((key) => key === "a");
    await cache.get("a", load("1"));
    await cache.get("b", load("2"));
    expect(state.loads).toBe(3);
  });

  it("does not store a value read while an invalidation arrived (it may predate the change)", async () => {
    const { cache } = setUp();
    let finish: (value: string) => void = () => {};
    const read = cache.get("k", () => new Promise<string>((resolve) => (finish = resolve)));
    cache.drop((key) => key === "k");
    finish("stale");
    expect(await read).toBe("stale");
    expect(await cache.get("k", async () => "fresh")).toBe("fresh");
  });

  it("is not used while delivery is down, and forgets everything from before a gap", async () => {
    const { state, cache, load } = setUp();
    await cache.get("k", load("before"));
    state.epoch = null;
    expect(await cache.get("k", load("down"))).toBe("down");
    expect(await cache.get("k", load("down again"))).toBe("down again");
    expect(cache.size).toBe(0);
    state.epoch = 2;
    expect(await cache.get("k", load("after"))).toBe("after");
    expect(await cache.get("k", load("later"))).toBe("after");
  });

  it("forgets everything when the epoch moves on between two reads (a gap it did not see)", async () => {
    const { state, cache, load } = setUp();
    await cache.get("k", load("before"));
    state.epoch = 5;
    expect(await cache.get("k", load("after"))).toBe("after");
  });

  it("keeps at most its number of entries, dropping the oldest", async () => {
    const { state, cache, load } = setUp(1_000, 2);
    await cache.get("a", load("1"));
    await cache.get("b", load("2"));
    await cache.get("c", load("3"));
    expect(cache.size).toBe(2);
    await cache.get("a", load("1"));
    expect(state.loads).toBe(4);
  });
});
