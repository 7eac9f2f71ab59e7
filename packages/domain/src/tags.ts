/**
 * Tags and industries (issue 15, docs/tags.md): the kinds of tag lists an organisation keeps,
 * and the rules of a tag's or an industry's name and colour, shared by the setup pages and
 * the server.
 */
import { z } from "zod";
import { hexColor } from "./branding.ts";

/** One list of tags per kind; each has its setup page, /setup/tags/<kind>. */
export const TAG_KINDS = [
  "mentortag",
  "startup",
  "user",
  "community",
  "application",
  "event",
  "topic",
] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** The kinds a user may carry (a mentor's expertise, a community member's interests, any user's). */
export const USER_TAG_KINDS: readonly TagKind[] = ["user", "mentortag", "community"];

export function isTagKind(value: unknown): value is TagKind {
  return typeof value === "string" && (TAG_KINDS as readonly string[]).includes(value);
}

export const TAG_NAME_MAX = 40;
export const INDUSTRY_NAME_MAX = 60;

/** A colour new tags start with (and that the picker offers first). */
export const TAG_SWATCHES = [
  "#1c7ed6",
  "#2f9e44",
  "#e8590c",
  "#c2255c",
  "#7048e8",
  "#0c8599",
  "#f08c00",
  "#495057",
] as const;

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
