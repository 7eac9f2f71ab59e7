import { describe, expect, it } from "vitest";
import { directionOf, isLocale, LOCALE_NAMES, LOCALES, toLanguageTag } from "./locales.ts";

describe("locales", () => {
  it("has the ten languages of spec-1 §9, each with its own name", () => {
    expect(LOCALES).toHaveLength(10);
    for (const locale of LOCALES) expect(LOCALE_NAMES[locale]).toBeTruthy();
  });

  it.each([
    ["ar", "rtl"],
    ["en", "ltr"],
    ["ja_JP", "ltr"],
  ] as const)("%s is %s", (locale, dir) => {
    expect(directionOf(locale)).toBe(dir);
  });

  it("recognises only supported locales", () => {
    expect(isLocale("uk")).toBe(true);
    expect(isLocale("ja")).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it("turns ja_JP into a BCP 47 tag", () => {
    expect(toLanguageTag("ja_JP")).toBe("ja-JP");
  });
});
