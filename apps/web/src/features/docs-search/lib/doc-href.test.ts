import { describe, expect, it } from "vitest";
import { resolveDocHref } from "./doc-href.ts";

describe("resolveDocHref", () => {
  it.each([
    ["sessions.md", { kind: "page", to: "/docs/sessions" }],
    ["sessions.md#signing-out", { kind: "page", to: "/docs/sessions#signing-out" }],
    ["#errors", { kind: "page", to: "#errors" }],
    ["/profile/settings", { kind: "page", to: "/profile/settings" }],
    ["https://example.com/help", { kind: "external", href: "https://example.com/help" }],
    ["mailto:help@demo.test", { kind: "external", href: "mailto:help@demo.test" }],
  ])("%s is a link", (href, expected) => {
    expect(resolveDocHref(href)).toEqual(expected);
  });

  it.each([
    "javascript:alert(1)",
    "JAVASCRIPT:alert(1)",
    "data:text/html,hi",
    "//evil.example",
    "vbscript:x",
  ])("%s is not", (href) => {
    expect(resolveDocHref(href)).toBeNull();
  });
});
