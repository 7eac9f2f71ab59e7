import { APPLICATION_STATUSES } from "@launchpad/domain/applications";
import { builder } from "../../graphql/builder.ts";
import { TagCardRef } from "../tags/index.ts";
import { ApplicationRef, ApplicationStatusRef, FunnelRef, RoundRef } from "./applications.refs.ts";
import {
  applicationQueue,
  applicationsOverview,
  OVERVIEW_SORTS,
  type OverviewItem,
  type OverviewOptions,
  type OverviewPage,
  overviewOptions,
  type QueueView,
} from "./overview.service.ts";

/**
 * /application/overview in GraphQL (lane C, docs/application-overview.md): the page of
 * applications, the queue bar and the filter's choices. Who reaches which applications is
 * the service's (overview.service.ts); these fields say who may ask at all.
 */
const iso = { description: "ISO 8601" } as const;

const SortRef = builder.enumType("ApplicationOverviewSort", { values: OVERVIEW_SORTS });

export const ApplicationOverviewFilterRef = builder.inputType("ApplicationOverviewFilter", {
  description:
    "The overview's filter (APPLICATION_OVERVIEW/FILTERS:VIEW; ignored without it). Lists match any of their values.",
  fields: (t) => ({
    funnelIds: t.idList(),
    roundIds: t.idList(),
    statuses: t.field({ type: [ApplicationStatusRef] }),
    tagIds: t.idList(),
    decisionNeeded: t.boolean({ description: "Only applications waiting for a decision (pending_decision)" }),
    evaluatorId: t.id({ description: "Only applications assigned to this evaluator" }),
    scoreMin: t.float({ description: "Average score at least" }),
    scoreMax: t.float({ description: "Average score at most" }),
    search: t.string({ description: "Applicant name or e-mail, or the startup's name" }),
    archived: t.boolean({ description: "Include drafts archived at the funnel's deadline" }),
    sort: t.field({ type: SortRef, description: "NEWEST (default), OLDEST, SCORE_DESC, SCORE_ASC" }),
  }),
});

const ItemRef = builder.objectRef<OverviewItem>("ApplicationOverviewItem").implement({
  description: "One row of the overview; identity and scores are null when the viewer reviews it blind",
  fields: (t) => ({
    id: t.id({ resolve: (i) => i.application.id }),
    application: t.field({ type: ApplicationRef, resolve: (i) => i.application }),
    anonymous: t.exposeBoolean("anonymous", { description: "The viewer reviews it blind (decision 050)" }),
    applicantName: t.exposeString("applicantName", { nullable: true }),
    applicantEmail: t.exposeString("applicantEmail", { nullable: true }),
    startupName: t.exposeString("startupName", { nullable: true }),
    funnel: t.field({ type: FunnelRef, nullable: true, resolve: (i) => i.funnel }),
    round: t.field({ type: RoundRef, nullable: true, resolve: (i) => i.round }),
    status: t.field({ type: ApplicationStatusRef, resolve: (i) => i.application.status }),
    averageScore: t.exposeFloat("averageScore", {
      nullable: true,
      description: "Raw average of submitted evaluations",
    }),
    normalisedScore: t.exposeFloat("normalisedScore", {
      nullable: true,
      description: "Mean of per-evaluator z-scores (decision 050)",
    }),
    evaluationCount: t.int({ resolve: (i) => i.application.evaluationCount }),
    tags: t.field({
      type: [TagCardRef],
      description: "Empty without TAGS:APPLICATION:VIEW",
      resolve: (i) => i.tags,
    }),
    submittedAt: t.string({ nullable: true, ...iso, resolve: (i) => i.application.submittedAt }),
    createdAt: t.string({ ...iso, resolve: (i) => i.application.createdAt }),
  }),
});

const PageRef = builder.objectRef<OverviewPage>("ApplicationPage").implement({
  fields: (t) => ({
    items: t.field({ type: [ItemRef], resolve: (p) => p.items }),
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    searchTruncated: t.exposeBoolean("searchTruncated", {
      description: "The search matched too many people: only the first 2,000 were looked for",
    }),
    filtered: t.exposeBoolean("filtered", { description: "The filter applied (the viewer may filter)" }),
  }),
});

const QueueRef = builder.objectRef<QueueView>("ApplicationQueue").implement({
  description:
    "The queue bar: the application's neighbours in the overview's list (position null: not in it)",
  fields: (t) => ({
    previousId: t.exposeID("previousId", { nullable: true }),
    nextId: t.exposeID("nextId", { nullable: true }),
    position: t.exposeInt("position", { nullable: true }),
    total: t.exposeInt("total"),
  }),
});

type FunnelOption = OverviewOptions["funnels"][number];
const FunnelOptionRef = builder.objectRef<FunnelOption>("ApplicationOverviewFunnel").implement({
  fields: (t) => ({
    funnel: t.field({ type: FunnelRef, resolve: (o) => o.funnel }),
    rounds: t.field({ type: [RoundRef], resolve: (o) => o.rounds }),
  }),
});
const PersonRef = builder.objectRef<{ id: string; fullName: string }>("ApplicationOverviewPerson").implement({
  fields: (t) => ({ id: t.exposeID("id"), fullName: t.exposeString("fullName") }),
});
const OptionsRef = builder.objectRef<OverviewOptions>("ApplicationOverviewOptions").implement({
  description: "The overview filter's choices",
  fields: (t) => ({
    funnels: t.field({ type: [FunnelOptionRef], resolve: (o) => o.funnels }),
    evaluators: t.field({ type: [PersonRef], resolve: (o) => o.evaluators }),
    tags: t.field({ type: [TagCardRef], resolve: (o) => o.tags }),
    statuses: t.field({ type: [ApplicationStatusRef], resolve: () => [...APPLICATION_STATUSES] }),
  }),
});

const VIEWERS = { anyPermission: ["APPLICATION_ALL:VIEW", "APPLICATION_FLOW:VIEW"] } as const;

builder.queryField("applicationsOverview", (t) =>
  t.field({
    type: PageRef,
    description: "/application/overview: the applications the viewer reaches, 25 a page (page 1 first)",
    authScopes: VIEWERS,
    args: { filter: t.arg({ type: ApplicationOverviewFilterRef }), page: t.arg.int() },
    resolve: (_r, args, ctx) => applicationsOverview(ctx, args.filter, args.page),
  }),
);

builder.queryField("applicationOverviewOptions", (t) =>
  t.field({
    type: OptionsRef,
    authScopes: { permission: "APPLICATION_OVERVIEW/FILTERS:VIEW" },
    resolve: (_r, _a, ctx) => overviewOptions(ctx),
  }),
);

builder.queryField("applicationQueue", (t) =>
  t.field({
    type: QueueRef,
    description:
      "The queue bar of an application's file (APPLICATION_OVERVIEW/QUEUE_BAR:VIEW), in the overview's filter",
    authScopes: { permission: "APPLICATION_OVERVIEW/QUEUE_BAR:VIEW" },
    args: {
      filter: t.arg({ type: ApplicationOverviewFilterRef }),
      applicationId: t.arg.id({ required: true }),
    },
    resolve: (_r, args, ctx) => applicationQueue(ctx, args.filter, String(args.applicationId)),
  }),
);
