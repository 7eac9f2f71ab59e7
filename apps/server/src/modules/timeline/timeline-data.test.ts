import { describe, expect, it } from "vitest";
import { bool, int, list, num, obj, people, str, strings } from "./timeline-data.ts";

describe("timeline data readers", () => {
  it("read what has the right type and null or empty otherwise", () => {
    expect([str("a"), str(1)]).toEqual(["a", null]);
    expect([num(1.5), num(Number.NaN), num("1")]).toEqual([1.5, null, null]);
    expect([int(3), int(3.5)]).toEqual([3, null]);
    expect([bool(false), bool("true")]).toEqual([false, null]);
    expect([obj([1]), obj(null), obj({ a: 1 })]).toEqual([{}, {}, { a: 1 }]);
    expect(list([{ a: 1 }, 2, null])).toEqual([{ a: 1 }, {}, {}]);
    expect(strings(["a", 1, "b"])).toEqual(["a", "b"]);
  });

  it("reads people by fullName or name", () => {
    expect(people([{ id: "u1", fullName: "Ada L", gender: "female" }, { name: "Bo" }, 7])).toEqual([
      { id: "u1", fullName: "Ada L", gender: "female" },
      { id: null, fullName: "Bo", gender: null },
      { id: null, fullName: "", gender: null },
    ]);
  });
});
