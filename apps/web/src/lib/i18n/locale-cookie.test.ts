import { describe, expect, it } from "vitest";
import { LOCALE_COOKIE_MAX_AGE_SECONDS, readLocaleCookie, writeLocaleCookie } from "./locale-cookie.ts";

describe("lang_pref cookie", () => {
  it.each([
    { cookies: "lang_pref=ar", expected: "ar" },
    { cookies: "a=1; lang_pref=ja_JP; b=2", expected: "ja_JP" },
    { cookies: "lang_pref=klingon", expected: null },
    { cookies: "other_lang_pref=fr", expected: null },
    { cookies: "", expected: null },
  ])("$cookies → $expected", ({ cookies, expected }) => {
    expect(readLocaleCookie(cookies)).toBe(expected);
  });

  it("is written for 60 days and read back", () => {
    writeLocaleCookie("uk");
    expect(readLocaleCookie()).toBe("uk");
    expect(LOCALE_COOKIE_MAX_AGE_SECONDS).toBe(60 * 86_400);
  });
});
