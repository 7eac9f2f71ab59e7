import { describe, expect, it } from "vitest";
import { oidcStartUrl } from "./oidc-start-url.ts";

describe("oidcStartUrl", () => {
  it.each([
    { id: "okta", returnTo: "/", expected: "/auth/oidc/okta/start?returnTo=%2F" },
    {
      id: "a/b",
      returnTo: "/events?tab=2",
      expected: "/auth/oidc/a%2Fb/start?returnTo=%2Fevents%3Ftab%3D2",
    },
  ])("$id, $returnTo → $expected", ({ id, returnTo, expected }) => {
    expect(oidcStartUrl(id, returnTo)).toBe(expected);
  });
});
