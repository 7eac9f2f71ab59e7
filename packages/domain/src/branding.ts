import { z } from "zod";

/** A CSS hex colour, #rgb or #rrggbb. */
export const hexColor = z.string().refine((v) => /^#(?:[0-9a-fA-F]{3}){1,2}$/.test(v), {
  message: "Invalid colour: use #rgb or #rrggbb",
  params: { code: "INVALID_COLOR" },
});

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

/**
 * Logos (issue 12): an https address, or an uploaded PNG, JPEG or WebP image kept as a
 * base64 data: URL of at most 512 kB. An http:// address is refused (the CSP blocks it and
 * the login page would show a broken logo). SVG is refused as a data: URL — an SVG can
 * carry script, event handlers and foreignObject, and a blocklist of those is easy to get
 * round — so an SVG logo is given by its https address (docs/admin-api.md).
 */
export const LOGO_DATA_URL_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export const MAX_LOGO_BYTES = 512 * 1024;
const MAX_LOGO_DATA_URL_LENGTH = Math.ceil((MAX_LOGO_BYTES * 4) / 3) + 64;
const MAX_LOGO_URL_LENGTH = 2000;

export type LogoProblem =
  | { code: "NOT_HTTPS" }
  | { code: "INVALID_IMAGE" }
  | { code: "IMAGE_TOO_LARGE"; params: { maxKb: number } }
  | { code: "TOO_LONG"; params: { max: number } };

export function logoProblem(value: string): LogoProblem | null {
  const v = value.trim();
  if (v.startsWith("data:")) {
    const match = /^data:(image\/[a-z+.-]+);base64,([A-Za-z0-9+/]+={0,2})$/.exec(v);
    if (!match || !(LOGO_DATA_URL_TYPES as readonly string[]).includes(match[1] ?? ""))
      return { code: "INVALID_IMAGE" };
    if (v.length > MAX_LOGO_DATA_URL_LENGTH)
      return { code: "IMAGE_TOO_LARGE", params: { maxKb: MAX_LOGO_BYTES / 1024 } };
    return null;
  }
  if (/^http:\/\//i.test(v)) return { code: "NOT_HTTPS" };
  if (!/^https:\/\/[^\s/?#]+\S*$/i.test(v)) return { code: "INVALID_IMAGE" };
  if (v.length > MAX_LOGO_URL_LENGTH) return { code: "TOO_LONG", params: { max: MAX_LOGO_URL_LENGTH } };
  return null;
}

const LOGO_MESSAGES: Record<LogoProblem["code"], string> = {
  NOT_HTTPS: "Use a secure address starting with https://",
  INVALID_IMAGE: "Use a web address (https://…) or a PNG, JPEG or WebP image",
  IMAGE_TOO_LARGE: "The image is larger than 512 kB",
  TOO_LONG: `logo must be less than or equal to ${MAX_LOGO_URL_LENGTH} characters`,
};

/** A logo field: empty means none (null); anything else passes logoProblem. */
export const logoSchema = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (!v) return;
    const problem = logoProblem(v);
    if (problem)
      ctx.addIssue({
        code: "custom",
        message: LOGO_MESSAGES[problem.code],
        params: { code: problem.code, ...("params" in problem ? problem.params : {}) },
      });
  })
  .nullish()
  .transform((v) => (v ? v : null));
