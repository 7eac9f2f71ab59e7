import { builder } from "../../graphql/builder.ts";
import { ApplicationStatusRef, FunnelTypeRef, RoundTypeRef } from "./applications.refs.ts";
import type { FunnelFigures, RoundFigures, ScoreBin, StatusCount, WeekFigures } from "./dashboard.figures.ts";
import { applicationsDashboard, type DashboardResult } from "./dashboard.service.ts";

/** GraphQL of /application/dashboard (docs/application-dashboard.md, decision 052). */

const StatusCountRef = builder.objectRef<StatusCount>("ApplicationStatusCount").implement({
  fields: (t) => ({
    status: t.field({ type: ApplicationStatusRef, resolve: (c) => c.status }),
    count: t.exposeInt("count"),
  }),
});

const FunnelFiguresRef = builder.objectRef<FunnelFigures>("ApplicationsDashboardFunnel").implement({
  fields: (t) => ({
    funnelId: t.exposeID("funnelId"),
    name: t.exposeString("name"),
    type: t.field({ type: FunnelTypeRef, resolve: (f) => f.type }),
    total: t.exposeInt("total"),
    byStatus: t.field({ type: [StatusCountRef], resolve: (f) => f.byStatus }),
  }),
});

const RoundFiguresRef = builder.objectRef<RoundFigures>("ApplicationsDashboardRound").implement({
  fields: (t) => ({
    roundId: t.exposeID("roundId"),
    funnelId: t.exposeID("funnelId"),
    funnelName: t.exposeString("funnelName"),
    position: t.exposeInt("position"),
    name: t.field({
      type: "JSON",
      description: "Localised text: { language: text }",
      resolve: (r) => r.name,
    }),
    type: t.field({ type: RoundTypeRef, resolve: (r) => r.type }),
    current: t.exposeInt("current", { description: "Applications whose current round it is" }),
    entered: t.exposeInt("entered", { description: "Applications that entered it" }),
    left: t.exposeInt("left", { description: "Applications that left it (decided, moved or reset)" }),
    wentOn: t.exposeInt("wentOn", {
      description: "Applications that went on to a later round of the funnel",
    }),
    conversion: t.exposeFloat("conversion", {
      nullable: true,
      description: "wentOn ÷ entered (null: none entered)",
    }),
    averageHours: t.exposeFloat("averageHours", {
      nullable: true,
      description: "Mean time in the round of those that left",
    }),
    medianHours: t.exposeFloat("medianHours", { nullable: true }),
  }),
});

const WeekRef = builder.objectRef<WeekFigures>("ApplicationsDashboardWeek").implement({
  fields: (t) => ({
    week: t.exposeString("week", { description: "The week's Monday (yyyy-mm-dd, UTC)" }),
    total: t.exposeInt("total"),
    byStatus: t.field({ type: [StatusCountRef], resolve: (w) => w.byStatus }),
  }),
});

const ScoreBinRef = builder.objectRef<ScoreBin>("ApplicationScoreBin").implement({
  fields: (t) => ({
    from: t.exposeFloat("from"),
    to: t.exposeFloat("to"),
    count: t.exposeInt("count"),
  }),
});

const FunnelOptionRef = builder
  .objectRef<{ id: string; name: string }>("ApplicationsDashboardFunnelOption")
  .implement({
    fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
  });

const DashboardRef = builder.objectRef<DashboardResult>("ApplicationsDashboard").implement({
  description: "The applications dashboard's figures (docs/application-dashboard.md)",
  fields: (t) => ({
    total: t.exposeInt("total"),
    archived: t.exposeInt("archived", {
      description: "Drafts archived when their funnel closed (counted in total)",
    }),
    byStatus: t.field({ type: [StatusCountRef], resolve: (d) => d.byStatus }),
    byFunnel: t.field({ type: [FunnelFiguresRef], resolve: (d) => d.byFunnel }),
    rounds: t.field({ type: [RoundFiguresRef], resolve: (d) => d.rounds }),
    weeks: t.field({ type: [WeekRef], resolve: (d) => d.weeks }),
    averageScores: t.field({ type: [ScoreBinRef], resolve: (d) => d.averageScores }),
    normalisedScores: t.field({ type: [ScoreBinRef], resolve: (d) => d.normalisedScores }),
    funnelOptions: t.field({
      type: [FunnelOptionRef],
      description: "The funnels the filter may pick (those in the viewer's scope)",
      resolve: (d) => d.funnelOptions,
    }),
  }),
});

export const DashboardFilterInput = builder.inputType("ApplicationsDashboardFilter", {
  fields: (t) => ({
    funnelId: t.id(),
    from: t.string({ description: "Created on or after this day (yyyy-mm-dd, UTC)" }),
    to: t.string({ description: "Created on or before this day (yyyy-mm-dd, UTC)" }),
  }),
});

builder.queryField("applicationsDashboard", (t) =>
  t.field({
    type: DashboardRef,
    description:
      "APPLICATION_DASHBOARD and the applicationsDashboard feature; counts the funnels the viewer reads",
    authScopes: { permission: "APPLICATION_DASHBOARD" },
    args: { filter: t.arg({ type: DashboardFilterInput }) },
    resolve: (_root, { filter }, ctx) => applicationsDashboard(ctx, filter ?? {}),
  }),
);
