/**
 * Tags and industries (issue 15, docs/tags.md): the kinds of tag lists an organisation keeps,
 * and the rules of a tag's or an industry's name and colour, shared by the setup pages and
 * the server.
 */
import { z } from "zod";
import { hexColor } from "./branding.ts";

export {
  INDUSTRY_NAME_MAX,
  isTagKind,
  TAG_KINDS,
  TAG_NAME_MAX,
  TAG_SWATCHES,
  type TagKind,
  USER_TAG_KINDS,
} from "./tag-kinds.ts";

import { INDUSTRY_NAME_MAX, TAG_KINDS, TAG_NAME_MAX } from "./tag-kinds.ts";

const name = (max: number) => z.string().trim().min(1).max(max);

/** A colour as stored: #rrggbb in lower case (#abc becomes #aabbcc). */
export function normaliseColor(color: string): string {
  const hex = color.trim().toLowerCase();
  if (hex.length === 4) return `#${[...hex.slice(1)].map((c) => c + c).join("")}`;
  return hex;
}

const color = hexColor.transform(normaliseColor);

export const tagCreateSchema = z.object({ kind: z.enum(TAG_KINDS), name: name(TAG_NAME_MAX), color });
export const tagUpdateSchema = z
  .object({ name: name(TAG_NAME_MAX).optional(), color: color.optional() })
  .strict();
export const industryNameSchema = z.object({ name: name(INDUSTRY_NAME_MAX) });
