import { LOCALES } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { STARTUP_EXPORT_TEXTS } from "./startup-export.texts.ts";

/** The workbook's words: every language has its own, and its sheet names are ones Excel takes. */
describe("startup export texts", () => {
  it.each(LOCALES)("names %s sheets within Excel's rules, each once", (locale) => {
    const names = Object.values(STARTUP_EXPORT_TEXTS[locale].sheets);
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(31);
      expect(name).not.toMatch(/[:\\/?*[\]]/);
    }
    expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
  });

  it.each(LOCALES.filter((l) => l !== "en"))("translates %s (no sheet left in English)", (locale) => {
    const en = STARTUP_EXPORT_TEXTS.en;
    const texts = STARTUP_EXPORT_TEXTS[locale];
    expect(texts.sheets.people).not.toBe(en.sheets.people);
    expect(texts.timeline.private).not.toBe(en.timeline.private);
    expect(texts.yes).not.toBe(en.yes);
  });
});
