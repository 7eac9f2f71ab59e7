import { isUuid } from "../../db/tenant-scope.ts";
import { ValidationError } from "../../graphql/errors.ts";

/**
 * The timeline's opaque page cursor (spec-2 §7 StartupEventTimeline): base64url of the last
 * post's exact creation time (UTC, microseconds, as PostgreSQL keeps it) and its id. Pages
 * read strictly older (created_at, id) pairs, newest first, so posts that arrive between two
 * pages never shift the next one: no duplicate, no gap.
 */
export type PageKey = { at: string; id: string };

const EXACT_AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeCursor(key: PageKey): string {
  return Buffer.from(`${key.at}|${key.id}`, "utf8").toString("base64url");
}

/** The key of a cursor; anything that is not one of ours fails as a ValidationError on `cursor`. */
export function decodeCursor(cursor: string | null | undefined): PageKey | null {
  if (cursor == null || cursor === "") return null;
  const text = /^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? Buffer.from(cursor, "base64url").toString("utf8") : "";
  const [at, id, ...rest] = text.split("|");
  if (rest.length > 0 || !at || !id || !EXACT_AT.test(at) || !isUuid(id) || Number.isNaN(Date.parse(at))) {
    throw new ValidationError({ cursor: "This cursor is not one the timeline gave" });
  }
  return { at, id };
}
