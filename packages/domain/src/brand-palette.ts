/**
 * The brand palette and logos without their zod schemas (those are in branding.ts): what the
 * web app needs when it starts, so that its first page does not carry zod (issue 13).
 */

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** A CSS hex colour, #rgb or #rrggbb. */
export function isHexColor(value: unknown): value is string {
  return typeof value === "string" && HEX_COLOR.test(value);
}

export const LOGO_TYPES = ["DEFAULT", "WHITE"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

export type SidebarPalette = {
  backgroundColor: string;
  textColor: string;
  activeItemBackgroundColor: string;
  activeItemTextColor: string;
  activeSubItemTextColor: string;
  logoType: LogoType;
};
export type BrandPalette = { sidebar: SidebarPalette; login: { logoType: LogoType } };

/** The sidebar's colours, in the order the branding form shows them. */
export const SIDEBAR_COLORS = [
  "backgroundColor",
  "textColor",
  "activeItemBackgroundColor",
  "activeItemTextColor",
  "activeSubItemTextColor",
] as const;
export type SidebarColor = (typeof SIDEBAR_COLORS)[number];

/** The same rule as branding.ts's brandPaletteSchema, for code that does not load zod. */
export function isBrandPalette(value: unknown): value is BrandPalette {
  if (!isRecord(value) || !isRecord(value.sidebar) || !isRecord(value.login)) return false;
  const { sidebar, login } = value;
  return (
    SIDEBAR_COLORS.every((key) => isHexColor(sidebar[key])) &&
    isLogoType(sidebar.logoType) &&
    isLogoType(login.logoType)
  );
}

function isLogoType(value: unknown): value is LogoType {
  return (LOGO_TYPES as readonly unknown[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

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
export const MAX_LOGO_URL_LENGTH = 2000;

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
