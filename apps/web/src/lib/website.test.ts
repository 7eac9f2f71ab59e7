import { describe, expect, it } from "vitest";
import { websiteLink } from "./website.ts";

describe("websiteLink", () => {
  it.each([
    ["https://nimbus.example", { href: "https://nimbus.example/", label: "nimbus.example" }],
    [
      "http://www.greenloop.example/about",
      { href: "http://www.greenloop.example/about", label: "greenloop.example/about" },
    ],
    ["quasar.example", { href: "https://quasar.example/", label: "quasar.example" }],
    [
      "  helio.example/en?ref=1 ",
      { href: "https://helio.example/en?ref=1", label: "helio.example/en?ref=1" },
    ],
  ])("links %s", (website, link) => {
    expect(websiteLink(website)).toEqual(link);
  });

  it.each([[null], [""], ["   "], ["javascript:alert(1)"], ["mailto:team@nimbus.example"], ["https://"]])(
    "makes no link of %s",
    (website) => {
      expect(websiteLink(website)).toBeNull();
    },
  );
});
