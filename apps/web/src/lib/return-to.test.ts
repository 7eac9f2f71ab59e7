import { describe, expect, it } from "vitest";
import { loginPathFor, returnToOf, safeReturnTo } from "./return-to.ts";

describe("loginPathFor", () => {
  it.each([
    { page: "/events", search: "", keep: true, expected: "/login?returnTo=%2Fevents" },
    {
      page: "/applications-manager",
      search: "?tab=2&q=a b",
      keep: true,
      expected: "/login?returnTo=%2Fapplications-manager%3Ftab%3D2%26q%3Da+b",
    },
    { page: "/", search: "", keep: true, expected: "/login" },
    { page: "/login", search: "?returnTo=%2Fevents", keep: true, expected: "/login" },
    { page: "/events", search: "", keep: false, expected: "/login" },
  ])("$page$search (keep: $keep) → $expected", ({ page, search, keep, expected }) => {
    expect(loginPathFor({ pathname: page, search }, keep)).toBe(expected);
  });

  it("round-trips through the login page's address", () => {
    const login = new URL(loginPathFor({ pathname: "/events", search: "?tab=2&q=a b" }), "http://x.test");
    expect(returnToOf(login.search)).toBe("/events?tab=2&q=a b");
  });
});

describe("safeReturnTo", () => {
  it.each([
    { value: "/events?x=1", expected: "/events?x=1" },
    { value: null, expected: "/" },
    { value: "", expected: "/" },
    { value: "events", expected: "/" },
    { value: "//evil.test/steal", expected: "/" },
    { value: "/\\evil.test", expected: "/" },
    { value: "https://evil.test", expected: "/" },
    { value: "javascript:alert(1)", expected: "/" },
  ])("$value → $expected", ({ value, expected }) => {
    expect(safeReturnTo(value)).toBe(expected);
  });
});
