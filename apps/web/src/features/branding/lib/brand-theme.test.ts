import { DEFAULT_BRAND_PALETTE, STATUS_COLORS } from "@launchpad/domain";
import { DEFAULT_THEME, mergeMantineTheme } from "@mantine/core";
import { describe, expect, it } from "vitest";
import { toBrandPalette } from "./brand-palette.ts";
import { brandShades, brandTheme, readableLightScheme, readableVariantColors } from "./brand-theme.ts";
import { blend, contrastRatio } from "./readable-color.ts";

const palette = {
  __typename: "BrandPalette",
  sidebar: {
    __typename: "SidebarPalette",
    backgroundColor: "#101828",
    textColor: "#eeeeee",
    activeItemBackgroundColor: "#e4572e",
    activeItemTextColor: "#ffffff",
    activeSubItemTextColor: "#ffb199",
    logoType: "WHITE",
  },
  login: { __typename: "LoginPalette", logoType: "DEFAULT" },
};

describe("brand theme", () => {
  it("takes the primary colour from the active menu item", () => {
    const theme = brandTheme(toBrandPalette(palette));
    expect(theme.primaryColor).toBe("brand");
    expect(theme.colors?.brand?.[theme.primaryShade as number]).toBe("#e4572e");
    expect(brandShades("#e4572e")).toHaveLength(10);
  });

  it.each([
    { case: "missing", value: undefined },
    {
      case: "an unpaintable colour",
      value: { ...palette, sidebar: { ...palette.sidebar, textColor: "red;" } },
    },
  ])("falls back to the default palette when it is $case", ({ value }) => {
    expect(toBrandPalette(value)).toEqual(DEFAULT_BRAND_PALETTE);
  });
});

describe("brand theme contrast (WCAG AA, issue 12)", () => {
  const themeOf = (activeItemBackgroundColor: string) =>
    mergeMantineTheme(
      DEFAULT_THEME,
      brandTheme({
        ...DEFAULT_BRAND_PALETTE,
        sidebar: { ...DEFAULT_BRAND_PALETTE.sidebar, activeItemBackgroundColor },
      }),
    );
  const PAGES = ["#ffffff", "#f8f9fa", "#f1f3f5"];

  it("paints dimmed text (helper text, counts) and placeholders readable on white and grey pages", () => {
    const light = readableLightScheme(themeOf("#2f6fed"));
    // Mantine's own dimmed (gray.6) and placeholder (gray.5) read at 3.3:1 and 2.1:1 on white.
    expect(contrastRatio(DEFAULT_THEME.colors.gray[6], "#ffffff")).toBeLessThan(4.5);
    for (const variable of ["--mantine-color-dimmed", "--mantine-color-placeholder"]) {
      for (const page of PAGES)
        expect(contrastRatio(light[variable] ?? "", page), variable).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(["#2f6fed", "#8e44d9", "#ffd43b", "#45b19d", "#ff9f02"])(
    "makes every light badge and avatar text read on its tint, with the brand colour %s",
    (brand) => {
      const theme = themeOf(brand);
      const light = readableLightScheme(theme);
      for (const [name, shades] of Object.entries(theme.colors)) {
        const text = light[`--mantine-color-${name}-light-color`] ?? "";
        expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(4.5);
        expect(contrastRatio(text, shades[2]), name).toBeGreaterThanOrEqual(4.5);
      }
      // Mantine's own orange avatar initials read at 3.6:1.
      expect(contrastRatio(theme.colors.orange[9], theme.colors.orange[1])).toBeLessThan(4.5);
      // Links in the brand colour, or a darker shade of it.
      for (const page of PAGES)
        expect(contrastRatio(light["--mantine-color-anchor"] ?? "", page)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(Object.values(STATUS_COLORS))("darkens the text of a light badge in %s until it reads", (color) => {
    const theme = themeOf("#2f6fed");
    const colors = readableVariantColors({ color, theme, variant: "light" });
    for (const page of PAGES) {
      expect(contrastRatio(colors.color, blend(color, 0.12, page))).toBeGreaterThanOrEqual(4.5);
      // The badge's own background: Mantine's 10 % tint.
      expect(contrastRatio(colors.color, blend(color, 0.1, page))).toBeGreaterThanOrEqual(4.5);
    }
  });
});
