import { describe, expect, it } from "vitest";
import { signInPathFor } from "./sign-in-redirect.ts";

describe("signInPathFor", () => {
  it.each([
    { path: "/events", search: "", expected: "/login?returnTo=%2Fevents" },
    {
      path: "/events/4",
      search: "?invitation=abc",
      expected: "/login?invitation=abc&returnTo=%2Fevents%2F4%3Finvitation%3Dabc",
    },
    {
      path: "/coaching",
      search: "?screen_hint=signup",
      expected: "/login?screen_hint=signup&returnTo=%2Fcoaching%3Fscreen_hint%3Dsignup",
    },
    {
      path: "/coaching",
      search: "?screen_hint=login",
      expected: "/login?returnTo=%2Fcoaching%3Fscreen_hint%3Dlogin",
    },
    { path: "/", search: "", expected: "/login" },
    { path: "/", search: "?invitation=abc", expected: "/login?invitation=abc" },
  ])("$path$search → $expected", ({ path, search, expected }) => {
    expect(signInPathFor({ pathname: path, search })).toBe(expected);
  });

  it("keeps nothing after the user chose to log out", () => {
    expect(signInPathFor({ pathname: "/events", search: "?invitation=abc" }, false)).toBe("/login");
  });
});
