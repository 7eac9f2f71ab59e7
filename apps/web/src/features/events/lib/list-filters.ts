import type { EventKind } from "./types.ts";

/**
 * The list's filters as the address keeps them (?when=past&kind=GROUP&topic=a&topic=b&tag=c;
 * the search is ?q=, kept by useAddressSearch), so a filtered list can be bookmarked and
 * Back returns to it.
 */
export type EventListWhen = "upcoming" | "past";

export type EventListFilters = {
  when: EventListWhen;
  kind: EventKind | null;
  topicIds: readonly string[];
  tagIds: readonly string[];
};

const KINDS: readonly EventKind[] = ["GROUP", "ONE_ON_ONE"];

export function readListFilters(params: URLSearchParams): EventListFilters {
  const kind = params.get("kind");
  return {
    when: params.get("when") === "past" ? "past" : "upcoming",
    kind: KINDS.includes(kind as EventKind) ? (kind as EventKind) : null,
    topicIds: unique(params.getAll("topic")),
    tagIds: unique(params.getAll("tag")),
  };
}

/** The address after one filter changed; the search (?q=) is kept. */
export function writeListFilters(params: URLSearchParams, filters: EventListFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ["when", "kind", "topic", "tag"]) next.delete(key);
  if (filters.when === "past") next.set("when", "past");
  if (filters.kind) next.set("kind", filters.kind);
  for (const id of filters.topicIds) next.append("topic", id);
  for (const id of filters.tagIds) next.append("tag", id);
  return next;
}

/** Whether anything narrows the list beyond upcoming/past (the empty state offers to clear it). */
export const isNarrowed = (filters: EventListFilters, search: string): boolean =>
  Boolean(search.trim() || filters.kind || filters.topicIds.length || filters.tagIds.length);

function unique(values: readonly string[]): string[] {
  return [...new Set(values.filter(Boolean))];
}
