import { describe, expect, it } from "vitest";
import { LINK_NAME_MAX, linkInputProblems } from "./link-input.ts";

describe("the editor's Add a link checks", () => {
  it("takes an https address, with or without a title", () => {
    expect(linkInputProblems({ name: "Slides", link: "https://example.com/deck" })).toEqual({});
    expect(linkInputProblems({ name: "", link: "  https://docs.example.org/a?b=c  " })).toEqual({});
  });

  it("refuses an address that is not https, not an address, or too long", () => {
    for (const link of [
      "",
      "http://example.com",
      "javascript:alert(1)",
      "ftp://example.com/x",
      "example.com",
      "https://localhost",
      `https://example.com/${"a".repeat(2048)}`,
    ]) {
      expect(linkInputProblems({ name: "x", link }).link, link).toBe("events.error.linkHttps");
    }
  });

  it("refuses a title past 200 characters", () => {
    expect(linkInputProblems({ name: "a".repeat(LINK_NAME_MAX + 1), link: "https://example.com" })).toEqual({
      name: "events.error.linkNameTooLong",
    });
  });
});
