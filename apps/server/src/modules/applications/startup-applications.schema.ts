import { builder } from "../../graphql/builder.ts";
import { ApplicationStatusRef } from "./applications.refs.ts";
import { type StartupApplicationView, startupApplications } from "./startup-applications.service.ts";

/** The startup file's applications tab (issue 18, docs/startup-export.md). */
const iso = { description: "ISO 8601" } as const;

const StartupApplicationRef = builder.objectRef<StartupApplicationView>("StartupApplication").implement({
  description:
    "One of a startup's applications as the viewer may see it: staff of its funnel see it whole, others as its applicant would",
  fields: (t) => ({
    id: t.exposeID("id"),
    funnelName: t.exposeString("funnelName", {
      description: "Staff: the funnel's name; others: its public name in their language",
    }),
    roundName: t.exposeString("roundName", { nullable: true }),
    roundPosition: t.exposeInt("roundPosition", { nullable: true }),
    status: t.field({
      type: ApplicationStatusRef,
      description: "Others than staff: the applicant's view (pending decisions read as under review)",
      resolve: (a) => a.status,
    }),
    createdAt: t.exposeString("createdAt", iso),
    submittedAt: t.exposeString("submittedAt", { nullable: true, ...iso }),
    decidedAt: t.exposeString("decidedAt", { nullable: true, ...iso }),
    applicantName: t.exposeString("applicantName", {
      nullable: true,
      description: "For staff of its funnel and the startup's cofounders",
    }),
    link: t.exposeString("link", { nullable: true, description: "Where the viewer opens it, if they may" }),
    staffView: t.exposeBoolean("staffView"),
  }),
});

builder.queryField("startupApplications", (t) =>
  t.field({
    type: [StartupApplicationRef],
    description:
      "A startup's applications, newest first (STARTUP_FILE:VIEW with the startup in scope; else NotFound)",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, { startupId }, ctx) => startupApplications(ctx, startupId),
  }),
);
