import {
  APPLICATION_STATUSES,
  APPLICATIONS_PAGE_SIZE,
  type ApplicationStatus,
} from "@launchpad/domain/applications";
import { z } from "zod";
import { AuthenticationRequiredError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { holds } from "../permissions/index.ts";
import { type TagCard, tagCards } from "../tags/index.ts";
import { userIdsMatching, userNames, usersByIds } from "../users/index.ts";
import { funnelScope } from "./access.ts";
import {
  type ApplicationView,
  applicationView,
  type FunnelView,
  funnelView,
  type RoundView,
  roundView,
} from "./application-views.ts";
import type { ApplicationRow } from "./applications.tables.ts";
import { evaluatorsOf } from "./evaluators.repository.ts";
import { funnelsByIds, listFunnels, roundsOfFunnels } from "./funnels.repository.ts";
import {
  applicationTagIdsInUse,
  blindApplicationIds,
  evaluatorIdsInScope,
  funnelIdsInScope,
  type OverviewSort,
  type OverviewWhere,
  overviewPage,
  queuePosition,
  tagIdsOfApplications,
} from "./overview.repository.ts";

/**
 * /application/overview (lane C, docs/application-overview.md, decision 048): the
 * applications the viewer reaches, filtered, 25 a page, newest first or by score; the queue
 * bar's neighbours; the filter's choices.
 *
 * Reach: APPLICATION_ALL:VIEW or APPLICATION_FLOW:VIEW held with ALL → every application;
 * otherwise the funnels the viewer administers (either key ASSIGNED, or none: funnel admins
 * keep their rights) plus the applications they are assigned to evaluate. The filters need
 * APPLICATION_OVERVIEW/FILTERS:VIEW; without it they are ignored (the list unfiltered).
 */
export const OVERVIEW_SORTS = ["NEWEST", "OLDEST", "SCORE_DESC", "SCORE_ASC"] as const;
/** A search looks among at most this many matching people (a broader one says `searchTruncated`). */
export const SEARCH_MAX_PEOPLE = 2000;
/** Page numbers stop here (25 × 4,000 = 100,000 applications). */
export const OVERVIEW_MAX_PAGE = 4000;

export const OverviewFilterSchema = z
  .object({
    funnelIds: z.array(z.uuid()).max(100).nullish(),
    roundIds: z.array(z.uuid()).max(200).nullish(),
    statuses: z.array(z.enum(APPLICATION_STATUSES)).max(APPLICATION_STATUSES.length).nullish(),
    tagIds: z.array(z.uuid()).max(100).nullish(),
    decisionNeeded: z.boolean().nullish(),
    evaluatorId: z.uuid().nullish(),
    scoreMin: z.number().min(-1_000_000).max(1_000_000).nullish(),
    scoreMax: z.number().min(-1_000_000).max(1_000_000).nullish(),
    search: z.string().trim().max(100).nullish(),
    archived: z.boolean().nullish(),
    sort: z.enum(OVERVIEW_SORTS).nullish(),
  })
  .refine((f) => f.scoreMin == null || f.scoreMax == null || f.scoreMin <= f.scoreMax, {
    path: ["scoreMax"],
    message: "The highest score must not be below the lowest",
  });
export type OverviewFilter = z.input<typeof OverviewFilterSchema>;
type Filter = z.output<typeof OverviewFilterSchema>;

export type OverviewItem = {
  application: ApplicationView;
  /** The viewer reviews it blind (decision 050): no applicant identity, no scores. */
  anonymous: boolean;
  applicantName: string | null;
  applicantEmail: string | null;
  startupName: string | null;
  funnel: FunnelView | null;
  round: RoundView | null;
  averageScore: number | null;
  normalisedScore: number | null;
  tags: TagCard[];
};

export type OverviewPage = {
  items: OverviewItem[];
  total: number;
  page: number;
  pageSize: number;
  /** The search matched more people than SEARCH_MAX_PEOPLE: only the first were looked for. */
  searchTruncated: boolean;
  /** Whether the filter was applied (the viewer holds APPLICATION_OVERVIEW/FILTERS:VIEW). */
  filtered: boolean;
};

type Reach = OverviewWhere["scope"];

async function reachOf(ctx: ServiceContext): Promise<Reach> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  const [all, flow] = await Promise.all([
    funnelScope(ctx, "APPLICATION_ALL:VIEW"),
    funnelScope(ctx, "APPLICATION_FLOW:VIEW"),
  ]);
  if (all === "ALL" || flow === "ALL") return { all: true };
  return { all: false, funnelIds: [...new Set([...all, ...flow])], evaluatorId: viewer.id };
}

/** The statuses asked for; "decision needed" narrows them to pending_decision. Empty: nothing can match. */
function statusesOf(f: Filter): ApplicationStatus[] | undefined {
  const given = f.statuses && f.statuses.length > 0 ? f.statuses : undefined;
  if (!f.decisionNeeded) return given;
  return given ? given.filter((s) => s === "pending_decision") : ["pending_decision"];
}

const nonEmpty = <T>(list: T[] | null | undefined) => (list && list.length > 0 ? list : undefined);

/** The WHERE of the viewer's reach and filter, or null when nothing can match. */
async function whereOf(
  ctx: ServiceContext,
  raw: unknown,
): Promise<{ where: OverviewWhere | null; sort: OverviewSort; truncated: boolean; filtered: boolean }> {
  const parsed = parseInput(OverviewFilterSchema, raw ?? {});
  const scope = await reachOf(ctx);
  const filtered = await holds(ctx, "APPLICATION_OVERVIEW/FILTERS:VIEW");
  const sort = parsed.sort ?? "NEWEST";
  if (!filtered) return { where: { scope }, sort, truncated: false, filtered };
  const where: OverviewWhere = {
    scope,
    funnelIds: nonEmpty(parsed.funnelIds),
    roundIds: nonEmpty(parsed.roundIds),
    tagIds: nonEmpty(parsed.tagIds),
    evaluatorId: parsed.evaluatorId ?? undefined,
    scoreMin: parsed.scoreMin ?? undefined,
    scoreMax: parsed.scoreMax ?? undefined,
    archived: parsed.archived ?? false,
  };
  const statuses = statusesOf(parsed);
  if (statuses && statuses.length === 0) return { where: null, sort, truncated: false, filtered };
  where.statuses = statuses;
  let truncated = false;
  const text = parsed.search ?? "";
  if (text.length > 0) {
    const people = await userIdsMatching(ctx, text, SEARCH_MAX_PEOPLE);
    truncated = people.more;
    where.search = { applicantIds: people.ids, text };
  }
  return { where, sort, truncated, filtered };
}

/** One page of the overview (page 1 first). */
export async function applicationsOverview(
  ctx: ServiceContext,
  rawFilter: unknown,
  rawPage: unknown,
): Promise<OverviewPage> {
  const page = parseInput(z.object({ page: z.number().int().min(1).max(OVERVIEW_MAX_PAGE) }), {
    page: rawPage ?? 1,
  }).page;
  const { where, sort, truncated, filtered } = await whereOf(ctx, rawFilter);
  const pageSize = APPLICATIONS_PAGE_SIZE;
  const base = { page, pageSize, searchTruncated: truncated, filtered };
  if (!where) return { items: [], total: 0, ...base };
  const { rows, total } = await overviewPage(
    ctx.db,
    ctx.tenant,
    where,
    sort,
    (page - 1) * pageSize,
    pageSize,
  );
  return { items: await overviewItems(ctx, rows), total, ...base };
}

/** The rows as the table shows them: names, funnel, round, tags in a handful of reads for the page. */
async function overviewItems(ctx: ServiceContext, rows: ApplicationRow[]): Promise<OverviewItem[]> {
  if (rows.length === 0) return [];
  const viewerId = ctx.viewer?.id;
  const ids = rows.map((r) => r.id);
  const funnelIds = [...new Set(rows.map((r) => r.funnelId))];
  const [people, funnels, rounds, assignments, tagIds, seeTags] = await Promise.all([
    usersByIds(ctx, [...new Set(rows.map((r) => r.applicantId))]),
    funnelsByIds(ctx.db, ctx.tenant, funnelIds),
    roundsOfFunnels(ctx.db, ctx.tenant, funnelIds),
    evaluatorsOf(ctx.db, ctx.tenant, ids),
    tagIdsOfApplications(ctx.db, ctx.tenant, ids),
    holds(ctx, "TAGS:APPLICATION:VIEW"),
  ]);
  // The blind rule (blind.ts) for the rows the viewer evaluates, in one read.
  const evaluating = assignments.filter((a) => a.evaluatorId === viewerId).map((a) => a.applicationId);
  const blind = viewerId
    ? await blindApplicationIds(ctx.db, ctx.tenant, evaluating, viewerId)
    : new Set<string>();
  const cards = seeTags ? await tagCards(ctx, [...new Set([...tagIds.values()].flat())]) : [];
  const cardById = new Map(cards.map((c) => [c.id, c]));
  const personById = new Map(people.map((p) => [p.id, p]));
  const funnelById = new Map(funnels.map((f) => [f.id, f]));
  const roundById = new Map(rounds.map((r) => [r.id, r]));
  return rows.map((r) => {
    const anonymous = blind.has(r.id);
    const person = personById.get(r.applicantId);
    const funnel = funnelById.get(r.funnelId);
    const round = r.roundId ? roundById.get(r.roundId) : undefined;
    return {
      application: applicationView(r),
      anonymous,
      applicantName: anonymous || !person ? null : `${person.firstName} ${person.lastName}`.trim(),
      applicantEmail: anonymous || !person ? null : person.email,
      startupName: anonymous ? null : r.startupName,
      funnel: funnel ? funnelView(funnel) : null,
      round: round ? roundView(round) : null,
      averageScore: anonymous ? null : r.averageScore,
      normalisedScore: anonymous ? null : r.normalisedScore,
      tags: (tagIds.get(r.id) ?? []).flatMap((id) => cardById.get(id) ?? []),
    };
  });
}

export type QueueView = {
  previousId: string | null;
  nextId: string | null;
  position: number | null;
  total: number;
};

/** The queue bar (APPLICATION_OVERVIEW/QUEUE_BAR:VIEW): this application's neighbours in the overview's list. */
export async function applicationQueue(
  ctx: ServiceContext,
  rawFilter: unknown,
  applicationId: string,
): Promise<QueueView> {
  const { where, sort } = await whereOf(ctx, rawFilter);
  if (!where) return { previousId: null, nextId: null, position: null, total: 0 };
  return queuePosition(ctx.db, ctx.tenant, where, sort, applicationId);
}

export type OverviewOptions = {
  funnels: { funnel: FunnelView; rounds: RoundView[] }[];
  evaluators: { id: string; fullName: string }[];
  tags: TagCard[];
};

/** The filter's choices: the funnels reached with their rounds, the evaluators at work in them, the tags in use. */
export async function overviewOptions(ctx: ServiceContext): Promise<OverviewOptions> {
  const scope = await reachOf(ctx);
  const where: OverviewWhere = { scope, archived: true };
  const funnelIds = scope.all
    ? "ALL"
    : [...new Set([...scope.funnelIds, ...(await funnelIdsInScope(ctx.db, ctx.tenant, where))])];
  const [funnels, evaluatorIds, tagIds, seeTags] = await Promise.all([
    listFunnels(ctx.db, ctx.tenant, funnelIds),
    evaluatorIdsInScope(ctx.db, ctx.tenant, where),
    applicationTagIdsInUse(ctx.db, ctx.tenant),
    holds(ctx, "TAGS:APPLICATION:VIEW"),
  ]);
  const [rounds, names, tags] = await Promise.all([
    roundsOfFunnels(
      ctx.db,
      ctx.tenant,
      funnels.map((f) => f.id),
    ),
    userNames(ctx, evaluatorIds),
    seeTags ? tagCards(ctx, tagIds) : Promise.resolve([]),
  ]);
  return {
    funnels: funnels.map((f) => ({
      funnel: funnelView(f),
      rounds: rounds.filter((r) => r.funnelId === f.id).map(roundView),
    })),
    // An evaluator who reaches no funnel sees only their own name among the evaluators.
    evaluators: [...names]
      .filter(([id]) => scope.all || scope.funnelIds.length > 0 || id === ctx.viewer?.id)
      .map(([id, fullName]) => ({ id, fullName }))
      .sort((a, b) => a.fullName.localeCompare(b.fullName)),
    tags,
  };
}
