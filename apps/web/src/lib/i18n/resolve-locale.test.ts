import { describe, expect, it } from "vitest";
import { resolveLocale } from "./resolve-locale.ts";

describe("resolveLocale", () => {
  it.each([
    { case: "the user's choice wins", candidates: ["ar", "fr"], expected: "ar" },
    { case: "else the organisation's default", candidates: [null, "fr"], expected: "fr" },
    { case: "else English", candidates: [null, undefined], expected: "en" },
    { case: "an unsupported language is skipped", candidates: ["zz", "de"], expected: "de" },
    { case: "a regional tag matches its language", candidates: ["pt-BR"], expected: "pt" },
    { case: "an underscore tag matches its language", candidates: ["fr_CA"], expected: "fr" },
    { case: "a language matches its regional locale", candidates: ["ja"], expected: "ja_JP" },
    { case: "the hyphenated form of a locale", candidates: ["ja-JP"], expected: "ja_JP" },
    { case: "empty strings are skipped", candidates: ["", "ko"], expected: "ko" },
  ])("$case: $candidates → $expected", ({ candidates, expected }) => {
    expect(resolveLocale(candidates)).toBe(expected);
  });
});
