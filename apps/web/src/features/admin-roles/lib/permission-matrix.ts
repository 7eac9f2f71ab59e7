/**
 * The permissions matrix (spec-2 §6, docs/admin-api.md): a key without criteria is held
 * or not (held = ALL); a key with criteria is held for ALL records, only ASSIGNED ones (the
 * user's own and assigned startups or funnels), or not at all. A change sets one key of one
 * role; null removes it.
 */
export type Criteria = "ALL" | "ASSIGNED";
export type CellValue = Criteria | null;

export type PermissionEntry = { key: string; criteria: string };
export type CatalogueEntry = { key: string; area: string; withCriteria: boolean };
export type PermissionGroup<T extends CatalogueEntry> = { area: string; permissions: T[] };

export function criteriaOf(permissions: readonly PermissionEntry[], key: string): CellValue {
  const criteria = permissions.find((permission) => permission.key === key)?.criteria;
  return criteria === "ALL" || criteria === "ASSIGNED" ? criteria : null;
}

/** The role's permissions once the change is applied (what the server will answer). */
export function withChange<P extends PermissionEntry>(
  permissions: readonly P[],
  key: string,
  criteria: CellValue,
  make: (key: string, criteria: Criteria) => P,
): P[] {
  const others = permissions.filter((permission) => permission.key !== key);
  return criteria ? [...others, make(key, criteria)] : others;
}

/** The catalogue grouped by area in the server's order, keeping only the keys that match. */
export function groupByArea<T extends CatalogueEntry>(
  catalogue: readonly T[],
  matches: (entry: T) => boolean = () => true,
): PermissionGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const entry of catalogue) {
    if (!matches(entry)) continue;
    const group = groups.get(entry.area);
    if (group) group.push(entry);
    else groups.set(entry.area, [entry]);
  }
  return [...groups].map(([area, permissions]) => ({ area, permissions }));
}

/** A filter matches a key, or every key of an area whose (translated) name it matches. */
export function matchesFilter(filter: string, key: string, areaLabel: string): boolean {
  const words = filter.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${key} ${areaLabel}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
