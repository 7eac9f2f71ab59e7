import type { BrandPalette } from "@launchpad/domain";
import {
  type AlertProps,
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  lighten,
  type MantineColorsTuple,
  type MantineTheme,
  type MantineThemeOverride,
  type MenuProps,
  parseThemeColor,
  type VariantColorsResolver,
} from "@mantine/core";
import { blend, readableOn } from "./readable-color.ts";
import classes from "./readable-theme.module.css";

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
    variantColorResolver: readableVariantColors,
    // Plain objects rather than `Menu.extend(…)`, which would put the menu's code into the
    // first chunk of every page, the login page's included (issue 13).
    components: {
      Alert: { classNames: { message: classes.alertMessage } satisfies AlertProps["classNames"] },
      Text: { classNames: { root: classes.text } },
      // No focus placeholder (role=presentation) among a menu's items: a menu holds items only
      // (axe's aria-required-children, critical). The dropdown itself takes the focus.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } satisfies Partial<MenuProps> },
    },
    defaultRadius: "md",
    other: { palette },
  });
}

/** The backgrounds text sits on in the light scheme: cards, the page, a striped or hovered row. */
const PAGE_BACKGROUNDS = (theme: MantineTheme) => ["#ffffff", theme.colors.gray[0], theme.colors.gray[1]];

/**
 * Light badges, avatars and alerts in a colour given by value (a status colour, a role's
 * colour) rather than by theme name: Mantine paints the text in that colour itself on a 10 %
 * tint of it, which a light colour cannot read on (#45b19d on its tint: 2.3:1). The text
 * keeps the hue, darkened until it reads at AA on the tint over a white or grey page.
 */
export const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const { color, theme, variant } = input;
  if (!color || variant !== "light" || parseThemeColor({ color, theme }).isThemeColor) return colors;
  const tints = PAGE_BACKGROUNDS(theme).map((page) => blend(color, 0.12, page));
  return { ...colors, color: readableOn(color, tints) };
};

/**
 * The sidebar colours as CSS variables, for CSS modules (`var(--lp-sidebar-bg)`), and the
 * light scheme's text colours made to read at WCAG AA (issue 12, docs/decisions/011):
 * - dimmed text (descriptions, helper text, counts) and placeholders are darker than
 *   Mantine's gray.6 and gray.5, which read at 3.3:1 and 2.1:1 on white;
 * - the text of every light variant (badges, avatar initials, alerts), Mantine's shade 9
 *   on shade 1, darkened where that is not enough (orange 3.6:1, teal 4.3:1, green, …),
 *   the brand colour's too, whatever the organisation chose;
 * - links keep the brand colour when it reads on the page, else a darker shade of it.
 */
export function brandCssVariables(palette: BrandPalette): CSSVariablesResolver {
  const { sidebar } = palette;
  const variables = {
    "--lp-sidebar-bg": sidebar.backgroundColor,
    "--lp-sidebar-text": sidebar.textColor,
    "--lp-sidebar-active-bg": sidebar.activeItemBackgroundColor,
    "--lp-sidebar-active-text": sidebar.activeItemTextColor,
    "--lp-sidebar-active-sub-text": sidebar.activeSubItemTextColor,
  };
  return (theme) => ({ variables, light: readableLightScheme(theme), dark: {} });
}

export function readableLightScheme(theme: MantineTheme): Record<string, string> {
  const brand = theme.colors[theme.primaryColor] ?? theme.colors.blue;
  const dimmed = readableOn(theme.colors.gray[6], PAGE_BACKGROUNDS(theme));
  const light: Record<string, string> = {
    "--mantine-color-dimmed": dimmed,
    // Placeholders are text too (gray.5: 2.1:1 on white).
    "--mantine-color-placeholder": dimmed,
    // Links in the brand colour, darkened where the organisation's colour is too light.
    "--mantine-color-anchor": readableOn(brand[BRAND_SHADE], PAGE_BACKGROUNDS(theme)),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    // On its tint (shade 1) and its hover (shade 2).
    light[`--mantine-color-${name}-light-color`] = readableOn(shades[9], [shades[1], shades[2]]);
  }
  return light;
}
