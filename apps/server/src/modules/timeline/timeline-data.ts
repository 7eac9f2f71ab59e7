/**
 * Readers of the `data` of posts other modules write (metrics, coaching, e-mail,
 * categorization; docs/timeline.md lists each kind's keys). The column is JSON written by
 * code, not users, but a missing or mistyped key must read as null or empty, never fail a page.
 */
export type Data = Record<string, unknown>;

export const str = (v: unknown): string | null => (typeof v === "string" ? v : null);
export const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);
export const int = (v: unknown): number | null => (typeof v === "number" && Number.isInteger(v) ? v : null);
export const bool = (v: unknown): boolean | null => (typeof v === "boolean" ? v : null);
export const obj = (v: unknown): Data =>
  v !== null && typeof v === "object" && !Array.isArray(v) ? (v as Data) : {};
export const list = (v: unknown): Data[] => (Array.isArray(v) ? v.map(obj) : []);
export const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((s) => typeof s === "string") : [];

/** A person named in a post's data: `{ id?, fullName }` (or `name`). */
export type DataPerson = { id: string | null; fullName: string; gender: string | null };

export function people(v: unknown): DataPerson[] {
  return list(v).map((p) => ({
    id: str(p.id),
    fullName: str(p.fullName) ?? str(p.name) ?? "",
    gender: str(p.gender),
  }));
}
