import type { BrandPalette } from "@launchpad/domain";
import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  lighten,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from "@mantine/core";

/** Index of the brand colour itself in its ten shades (Mantine's primaryShade). */
const BRAND_SHADE = 6;

/** Ten shades around the brand colour, lightest first, as Mantine expects. */
export function brandShades(color: string): MantineColorsTuple {
  const lighter = [0.92, 0.8, 0.65, 0.5, 0.35, 0.18].map((amount) => lighten(color, amount));
  const darker = [0.12, 0.24, 0.36].map((amount) => darken(color, amount));
  return [...lighter, color, ...darker] as unknown as MantineColorsTuple;
}

/** The primary colour is the one of the active menu item (spec-2 §3, branding palette). */
export function brandTheme(palette: BrandPalette): MantineThemeOverride {
  return createTheme({
    primaryColor: "brand",
    primaryShade: BRAND_SHADE,
    colors: { brand: brandShades(palette.sidebar.activeItemBackgroundColor) },
    autoContrast: true,
    defaultRadius: "md",
    other: { palette },
  });
}

/** The sidebar colours as CSS variables, for CSS modules (`var(--lp-sidebar-bg)`). */
export function brandCssVariables(palette: BrandPalette): CSSVariablesResolver {
  const { sidebar } = palette;
  const variables = {
    "--lp-sidebar-bg": sidebar.backgroundColor,
    "--lp-sidebar-text": sidebar.textColor,
    "--lp-sidebar-active-bg": sidebar.activeItemBackgroundColor,
    "--lp-sidebar-active-text": sidebar.activeItemTextColor,
    "--lp-sidebar-active-sub-text": sidebar.activeSubItemTextColor,
  };
  return () => ({ variables, light: {}, dark: {} });
}
