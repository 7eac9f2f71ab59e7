import { describe, expect, it } from "vitest";
import { isValidSlug, tenantSlugFromHost } from "./tenancy.ts";

describe("tenantSlugFromHost", () => {
  it.each([
    ["acme.example.com", "acme"],
    ["ACME.Example.com:443", "acme"],
    ["localhost", "demo"],
    ["localhost:3000", "demo"],
    ["127.0.0.1:3000", "demo"],
    ["[::1]:3000", "demo"],
    ["orbit.localhost", "orbit"],
    ["orbit.localhost:3100", "orbit"],
    [undefined, "demo"],
    ["", "demo"],
  ])("%s → %s", (host, slug) => {
    expect(tenantSlugFromHost(host, "demo")).toBe(slug);
  });
});

describe("isValidSlug", () => {
  it.each([
    ["demo", true],
    ["orbit-labs", true],
    ["a", true],
    ["-demo", false],
    ["Demo", false],
    ["de mo", false],
    ["", false],
  ])("%s → %s", (slug, valid) => {
    expect(isValidSlug(slug)).toBe(valid);
  });
});
