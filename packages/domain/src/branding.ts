/** The zod schemas of the brand palette and of logos; their rules and types are in brand-palette.ts. */
import { z } from "zod";
import {
  type BrandPalette,
  isHexColor,
  LOGO_TYPES,
  type LogoProblem,
  logoProblem,
  MAX_LOGO_URL_LENGTH,
} from "./brand-palette.ts";

/** A CSS hex colour, #rgb or #rrggbb. */
export const hexColor = z.string().refine(isHexColor, {
  message: "Invalid colour: use #rgb or #rrggbb",
  params: { code: "INVALID_COLOR" },
});

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
}) satisfies z.ZodType<BrandPalette>; // the type is written out in brand-palette.ts

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
