import { parseFrontmatter } from "./frontmatter.ts";
import { isUserKind, USER_KINDS, type UserKind } from "./user-kind.ts";

/** A page of docs/user/, as listed by the search (the slug is its file name). */
export type UserDocMeta = {
  slug: string;
  title: string;
  /** Who the page is written for; `audience: all` in the file lists every kind. */
  audience: readonly UserKind[];
  summary: string;
};

export type UserDoc = UserDocMeta & { body: string };

export function isForKind(doc: UserDocMeta, kind: UserKind): boolean {
  return doc.audience.includes(kind);
}

function requiredText(value: unknown, key: string): string {
  if (typeof value !== "string" || !value.trim()) throw new Error(`"${key}" must be a non-empty text`);
  return value.trim();
}

function audienceOf(value: unknown): UserKind[] {
  const list = typeof value === "string" ? [value] : value;
  if (!Array.isArray(list) || list.length === 0) throw new Error(`"audience" must list who the page is for`);
  if (list.includes("all")) return [...USER_KINDS];
  return list.map((kind: string) => {
    if (!isUserKind(kind))
      throw new Error(`unknown audience "${kind}" (use ${USER_KINDS.join(", ")} or all)`);
    return kind;
  });
}

/** Reads one documentation file; throws with a message naming what is wrong. */
export function parseUserDoc(slug: string, source: string): UserDoc {
  const { data, body } = parseFrontmatter(source);
  return {
    slug,
    title: requiredText(data.title, "title"),
    audience: audienceOf(data.audience),
    summary: requiredText(data.summary, "summary"),
    body: body.trim(),
  };
}
