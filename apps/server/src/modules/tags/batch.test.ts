import { describe, expect, it, vi } from "vitest";
import { batched } from "./batch.ts";

describe("batched", () => {
  it("answers the keys asked in one tick with one load, per context and name", async () => {
    const load = vi.fn(async (keys: string[]) => new Map(keys.map((k) => [k, k.toUpperCase()])));
    const ctx = {};
    const answers = await Promise.all([
      batched(ctx, "tags", "a", load),
      batched(ctx, "tags", "b", load),
      batched(ctx, "tags", "a", load),
      batched({}, "tags", "c", load),
    ]);
    expect(answers).toEqual(["A", "B", "A", "C"]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(load.mock.calls[0]?.[0]).toEqual(["a", "b"]);
    // A later ask starts a new batch.
    expect(await batched(ctx, "tags", "d", load)).toBe("D");
    expect(load).toHaveBeenCalledTimes(3);
  });
});
