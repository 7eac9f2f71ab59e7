import { APPLICATION_STATUSES, type ApplicationStatus } from "@launchpad/domain/applications";

/**
 * The overview's filter as the address keeps it (?funnel=a&round=b&status=draft&tag=c&decision=1
 * &evaluator=d&min=2&max=4.5&sort=SCORE_DESC; the search is ?q= and the page ?page=, kept by
 * useAddressSearch), so that a filtered list can be bookmarked and Back returns to it. The
 * filter last used is also remembered for the session, for the queue bar of an application's
 * file (its neighbours in that list).
 */
export const OVERVIEW_SORTS = ["NEWEST", "OLDEST", "SCORE_DESC", "SCORE_ASC"] as const;
export type OverviewSort = (typeof OVERVIEW_SORTS)[number];

export type OverviewFilters = {
  funnelIds: readonly string[];
  roundIds: readonly string[];
  statuses: readonly ApplicationStatus[];
  tagIds: readonly string[];
  decisionNeeded: boolean;
  evaluatorId: string | null;
  scoreMin: number | null;
  scoreMax: number | null;
  sort: OverviewSort;
};

/** The GraphQL ApplicationOverviewFilter (what the server takes). */
export type OverviewFilterInput = {
  funnelIds?: string[];
  roundIds?: string[];
  statuses?: ApplicationStatus[];
  tagIds?: string[];
  decisionNeeded?: boolean;
  evaluatorId?: string;
  scoreMin?: number;
  scoreMax?: number;
  search?: string;
  sort?: OverviewSort;
};

export const NO_FILTERS: OverviewFilters = {
  funnelIds: [],
  roundIds: [],
  statuses: [],
  tagIds: [],
  decisionNeeded: false,
  evaluatorId: null,
  scoreMin: null,
  scoreMax: null,
  sort: "NEWEST",
};

const unique = (values: readonly string[]) => [...new Set(values.filter(Boolean))];

function scoreOf(value: string | null): number | null {
  if (value === null || value.trim() === "") return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

export function readFilters(params: URLSearchParams): OverviewFilters {
  const sort = params.get("sort");
  return {
    funnelIds: unique(params.getAll("funnel")),
    roundIds: unique(params.getAll("round")),
    statuses: unique(params.getAll("status")).filter((s): s is ApplicationStatus =>
      (APPLICATION_STATUSES as readonly string[]).includes(s),
    ),
    tagIds: unique(params.getAll("tag")),
    decisionNeeded: params.get("decision") === "1",
    evaluatorId: params.get("evaluator") || null,
    scoreMin: scoreOf(params.get("min")),
    scoreMax: scoreOf(params.get("max")),
    sort: (OVERVIEW_SORTS as readonly string[]).includes(sort ?? "") ? (sort as OverviewSort) : "NEWEST",
  };
}

/** The address after the filter changed: the search stays, the page goes back to the first. */
export function writeFilters(params: URLSearchParams, filters: OverviewFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of [
    "funnel",
    "round",
    "status",
    "tag",
    "decision",
    "evaluator",
    "min",
    "max",
    "sort",
    "page",
  ]) {
    next.delete(key);
  }
  for (const id of filters.funnelIds) next.append("funnel", id);
  for (const id of filters.roundIds) next.append("round", id);
  for (const status of filters.statuses) next.append("status", status);
  for (const id of filters.tagIds) next.append("tag", id);
  if (filters.decisionNeeded) next.set("decision", "1");
  if (filters.evaluatorId) next.set("evaluator", filters.evaluatorId);
  if (filters.scoreMin !== null) next.set("min", String(filters.scoreMin));
  if (filters.scoreMax !== null) next.set("max", String(filters.scoreMax));
  if (filters.sort !== "NEWEST") next.set("sort", filters.sort);
  return next;
}

/** What the server is asked for; empty parts are left out. */
export function filterInput(filters: OverviewFilters, search: string): OverviewFilterInput {
  const input: OverviewFilterInput = {};
  if (filters.funnelIds.length) input.funnelIds = [...filters.funnelIds];
  if (filters.roundIds.length) input.roundIds = [...filters.roundIds];
  if (filters.statuses.length) input.statuses = [...filters.statuses];
  if (filters.tagIds.length) input.tagIds = [...filters.tagIds];
  if (filters.decisionNeeded) input.decisionNeeded = true;
  if (filters.evaluatorId) input.evaluatorId = filters.evaluatorId;
  if (filters.scoreMin !== null) input.scoreMin = filters.scoreMin;
  // A highest score below the lowest is said under its field and not asked for.
  if (filters.scoreMax !== null && (filters.scoreMin === null || filters.scoreMax >= filters.scoreMin)) {
    input.scoreMax = filters.scoreMax;
  }
  if (search.trim()) input.search = search.trim();
  if (filters.sort !== "NEWEST") input.sort = filters.sort;
  return input;
}

/** Whether anything narrows the list (the empty state offers to clear it). */
export function isNarrowed(filters: OverviewFilters, search: string): boolean {
  return Boolean(
    search.trim() ||
      filters.funnelIds.length ||
      filters.roundIds.length ||
      filters.statuses.length ||
      filters.tagIds.length ||
      filters.decisionNeeded ||
      filters.evaluatorId ||
      filters.scoreMin !== null ||
      filters.scoreMax !== null,
  );
}

const REMEMBERED = "launchpad.applicationOverview.filter";

/** Remembers the list's filter for this tab's session (the queue bar reads it). */
export function rememberFilter(
  input: OverviewFilterInput,
  storage: Storage | undefined = globalThis.sessionStorage,
) {
  try {
    storage?.setItem(REMEMBERED, JSON.stringify(input));
  } catch {
    // Storage full or refused: the queue bar then follows the whole list.
  }
}

/** The filter last used in the overview (this tab), or none. */
export function rememberedFilter(
  storage: Storage | undefined = globalThis.sessionStorage,
): OverviewFilterInput {
  try {
    const value: unknown = JSON.parse(storage?.getItem(REMEMBERED) ?? "{}");
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as OverviewFilterInput)
      : {};
  } catch {
    return {};
  }
}
