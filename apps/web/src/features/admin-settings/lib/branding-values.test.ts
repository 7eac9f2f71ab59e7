import { describe, expect, it } from "vitest";
import { settingsFixture } from "../testing/settings-fixture.ts";
import { brandingFieldPath, toBrandingInput, toBrandingValues } from "./branding-values.ts";

describe("the word for startup in the branding form", () => {
  const values = toBrandingValues(settingsFixture());

  it("has one row per language, English first, filled from the saved labels", () => {
    const rows = values.startupNameAlternative.label;
    expect(rows.map((row) => row.language)).toEqual([
      "en",
      "ar",
      "de",
      "es",
      "fr",
      "id",
      "ja_JP",
      "ko",
      "pt",
      "uk",
    ]);
    expect(rows[0]).toEqual({ language: "en", value: "Venture", plural: "Ventures" });
    expect(rows[4]).toEqual({ language: "fr", value: "projet", plural: "" });
  });

  it("sends only the rows with a word, an empty plural as null", () => {
    expect(toBrandingInput(values).startupNameAlternative.label).toEqual([
      { language: "en", value: "Venture", plural: "Ventures" },
      { language: "fr", value: "projet", plural: null },
    ]);
  });

  it("names a refused label by its row, not by its place in what was sent", () => {
    const fieldPath = brandingFieldPath(values);
    expect(fieldPath("startupNameAlternative.label.1.value")).toBe("startupNameAlternative.label.4.value");
    expect(fieldPath("startupNameAlternative.label.0.plural")).toBe("startupNameAlternative.label.0.plural");
    expect(fieldPath("brandPalette.sidebar.textColor")).toBe("brandPalette.sidebar.textColor");
  });

  it("sends no logo as null", () => {
    expect(toBrandingInput({ ...values, logo: " ", whiteLogo: "" })).toMatchObject({
      logo: null,
      whiteLogo: null,
    });
  });
});
