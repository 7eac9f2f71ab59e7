/**
 * The administration's filters in the address (?program=…&tag=…&industry=…, each repeated),
 * so that a filtered list can be bookmarked and Back restores it. The search (?q=) and the
 * page (?page=) are lib/use-address-search's.
 */
export type StartupFilters = { programIds: string[]; tagIds: string[]; industryIds: string[] };

export const NO_FILTERS: StartupFilters = { programIds: [], tagIds: [], industryIds: [] };

const KEYS = { programIds: "program", tagIds: "tag", industryIds: "industry" } as const;

export function readFilters(params: URLSearchParams): StartupFilters {
  const all = (key: string) => [...new Set(params.getAll(key).filter(Boolean))];
  return { programIds: all(KEYS.programIds), tagIds: all(KEYS.tagIds), industryIds: all(KEYS.industryIds) };
}

/** The address with these filters (a change of filter starts at the first page). */
export function writeFilters(params: URLSearchParams, filters: StartupFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [field, key] of Object.entries(KEYS) as [keyof StartupFilters, string][]) {
    next.delete(key);
    for (const id of filters[field]) next.append(key, id);
  }
  next.delete("page");
  return next;
}

export function isFiltered(filters: StartupFilters, search: string): boolean {
  return search.trim() !== "" || Object.values(filters).some((ids) => ids.length > 0);
}

/** The GraphQL filter: empty lists left out. */
export function filterInput(filters: StartupFilters, search: string) {
  return {
    ...(search.trim() ? { search: search.trim() } : {}),
    ...(filters.programIds.length ? { programIds: filters.programIds } : {}),
    ...(filters.tagIds.length ? { tagIds: filters.tagIds } : {}),
    ...(filters.industryIds.length ? { industryIds: filters.industryIds } : {}),
  };
}
