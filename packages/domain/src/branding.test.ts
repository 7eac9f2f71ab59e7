import { describe, expect, it } from "vitest";
import { DEFAULT_BRAND_PALETTE, isBrandPalette, logoProblem } from "./brand-palette.ts";
import { brandPaletteSchema, hexColor, logoSchema } from "./branding.ts";

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

  const sidebar = DEFAULT_BRAND_PALETTE.sidebar;
  it.each([
    { name: "the default palette", value: DEFAULT_BRAND_PALETTE },
    { name: "#rgb colours", value: { ...DEFAULT_BRAND_PALETTE, sidebar: { ...sidebar, textColor: "#fff" } } },
    {
      name: "a colour name",
      value: { ...DEFAULT_BRAND_PALETTE, sidebar: { ...sidebar, textColor: "blue" } },
    },
    {
      name: "a missing colour",
      value: { ...DEFAULT_BRAND_PALETTE, sidebar: { ...sidebar, textColor: undefined } },
    },
    { name: "an unknown logo type", value: { ...DEFAULT_BRAND_PALETTE, login: { logoType: "BLACK" } } },
    { name: "no login part", value: { sidebar } },
    { name: "null", value: null },
    { name: "an array", value: [DEFAULT_BRAND_PALETTE] },
  ])("isBrandPalette agrees with the schema on $name", ({ value }) => {
    expect(isBrandPalette(value)).toBe(brandPaletteSchema.safeParse(value).success);
  });
});

describe("logoProblem", () => {
  const png = `data:image/png;base64,${Buffer.from("\x89PNG\r\n").toString("base64")}`;
  const svg = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString("base64")}`;
  it.each([
    { value: "https://cdn.example.com/logo.png", expected: null },
    { value: png, expected: null },
    { value: "http://cdn.example.com/logo.png", expected: "NOT_HTTPS" },
    { value: "HTTP://cdn.example.com/logo.png", expected: "NOT_HTTPS" },
    { value: svg, expected: "INVALID_IMAGE" },
    { value: "data:image/svg+xml;utf8,<svg onload='alert(1)'/>", expected: "INVALID_IMAGE" },
    { value: "data:text/html;base64,PHNjcmlwdD4=", expected: "INVALID_IMAGE" },
    { value: "javascript:alert(1)", expected: "INVALID_IMAGE" },
    { value: "logo.png", expected: "INVALID_IMAGE" },
    { value: `data:image/png;base64,${"A".repeat(800_000)}`, expected: "IMAGE_TOO_LARGE" },
  ])("$value → $expected", ({ value, expected }) => {
    expect(logoProblem(value)?.code ?? null).toBe(expected);
  });

  it("reads an empty logo as none and refuses an http one with its code", () => {
    expect(logoSchema.parse("")).toBeNull();
    const result = logoSchema.safeParse("http://cdn.example.com/logo.png");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ code: "custom", params: { code: "NOT_HTTPS" } });
  });
});
