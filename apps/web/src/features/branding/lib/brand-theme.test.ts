import { DEFAULT_BRAND_PALETTE } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { toBrandPalette } from "./brand-palette.ts";
import { brandShades, brandTheme } from "./brand-theme.ts";

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
