import { describe, expect, it } from "vitest";
import { safeReturnTo } from "./return-to.ts";

describe("safeReturnTo", () => {
  it.each([
    ["/events?tab=2#top", "/events?tab=2#top"],
    ["/", "/"],
    [undefined, "/"],
    ["", "/"],
    ["events", "/"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["/\t/evil.example", "/"],
    ["https://evil.example/", "/"],
    ["javascript:alert(1)", "/"],
  ])("%j → %j", (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});
