import { describe, expect, it } from "vitest";
import { brandPaletteSchema, DEFAULT_BRAND_PALETTE, hexColor } from "./branding.ts";

describe("brand palette", () => {
  it.each(["#fff", "#1d2B4f"])("accepts %s", (colour) => {
    expect(hexColor.safeParse(colour).success).toBe(true);
  });

  it.each(["fff", "#ffff", "red", "#12345g", ""])("rejects %s", (colour) => {
    expect(hexColor.safeParse(colour).success).toBe(false);
  });

  it("accepts the default palette and rejects a malformed colour in it", () => {
    expect(brandPaletteSchema.safeParse(DEFAULT_BRAND_PALETTE).success).toBe(true);
    const bad = {
      ...DEFAULT_BRAND_PALETTE,
      sidebar: { ...DEFAULT_BRAND_PALETTE.sidebar, textColor: "blue" },
    };
    expect(brandPaletteSchema.safeParse(bad).success).toBe(false);
  });
});
