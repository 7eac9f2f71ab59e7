import { z } from "zod";

/** A CSS hex colour, #rgb or #rrggbb. */
export const hexColor = z
  .string()
  .regex(/^#(?:[0-9a-fA-F]{3}){1,2}$/, { message: "Invalid colour: use #rgb or #rrggbb" });

export const LOGO_TYPES = ["DEFAULT", "WHITE"] as const;

export const sidebarPaletteSchema = z.object({
  backgroundColor: hexColor,
  textColor: hexColor,
  activeItemBackgroundColor: hexColor,
  activeItemTextColor: hexColor,
  activeSubItemTextColor: hexColor,
  logoType: z.enum(LOGO_TYPES),
});

export const brandPaletteSchema = z.object({
  sidebar: sidebarPaletteSchema,
  login: z.object({ logoType: z.enum(LOGO_TYPES) }),
});
export type BrandPalette = z.infer<typeof brandPaletteSchema>;

export const DEFAULT_BRAND_PALETTE: BrandPalette = {
  sidebar: {
    backgroundColor: "#1d2b4f",
    textColor: "#c9d3ea",
    activeItemBackgroundColor: "#2f6fed",
    activeItemTextColor: "#ffffff",
    activeSubItemTextColor: "#8fb3ff",
    logoType: "WHITE",
  },
  login: { logoType: "DEFAULT" },
};

/** Status colours of spec-2 §9. */
export const STATUS_COLORS = {
  green: "#45b19d",
  blue: "#4e90e2",
  orange: "#ff9f02",
  red: "#d94e4e",
} as const;
