/**
 * The kinds of tag lists and the limits of names (issue 15, docs/tags.md), without zod: the web app's feature
 * descriptor (in the first chunk) imports these; the rules of names and colours are in tags.ts.
 */
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
