import { builder } from "../../graphql/builder.ts";
import { ApplicationRef, FunnelRef } from "./applications.refs.ts";
import { type LeadTarget, type LeadTransfer, type LeadView, lead, transferLead } from "./leads.service.ts";

/** GraphQL of /leads/transfer/:id (docs/application-dashboard.md, decision 052). */

const LeadPersonRef = builder.objectRef<LeadView["applicant"]>("LeadPerson").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    fullName: t.exposeString("fullName"),
    email: t.exposeString("email"),
  }),
});

const LeadTargetRef = builder.objectRef<LeadTarget>("LeadTarget").implement({
  description: "A startup funnel the viewer may transfer the lead into",
  fields: (t) => ({
    funnel: t.field({ type: FunnelRef, resolve: (x) => x.funnel }),
    sameIntakeForm: t.exposeBoolean("sameIntakeForm", { description: "The intake answers carry over" }),
    alreadyApplied: t.exposeBoolean("alreadyApplied", {
      description: "The person has an open application in it",
    }),
    hasRounds: t.exposeBoolean("hasRounds"),
  }),
});

const LeadTransferRef = builder.objectRef<LeadTransfer>("LeadTransfer").implement({
  fields: (t) => ({
    applicationId: t.exposeID("applicationId"),
    funnelId: t.exposeID("funnelId"),
    funnelName: t.exposeString("funnelName"),
    at: t.exposeString("at", { description: "ISO 8601" }),
  }),
});

const LeadRef = builder.objectRef<LeadView>("Lead").implement({
  description: "A community funnel's application, which staff may transfer into a startup funnel",
  fields: (t) => ({
    id: t.id({ resolve: (l) => l.application.id }),
    application: t.field({ type: ApplicationRef, resolve: (l) => l.application }),
    funnel: t.field({ type: FunnelRef, resolve: (l) => l.funnel }),
    applicant: t.field({ type: LeadPersonRef, resolve: (l) => l.applicant }),
    targets: t.field({ type: [LeadTargetRef], resolve: (l) => l.targets }),
    transfers: t.field({ type: [LeadTransferRef], resolve: (l) => l.transfers }),
  }),
});

const TransferResultRef = builder
  .objectRef<{ application: LeadView["application"]; answersCarried: boolean }>("LeadTransferResult")
  .implement({
    fields: (t) => ({
      application: t.field({ type: ApplicationRef, resolve: (r) => r.application }),
      answersCarried: t.exposeBoolean("answersCarried"),
    }),
  });

builder.queryField("lead", (t) =>
  t.field({
    type: LeadRef,
    description: "A lead (an application to a community funnel), for who may see its funnel's applications",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => lead(ctx, id),
  }),
);

builder.mutationField("transferLead", (t) =>
  t.field({
    type: TransferResultRef,
    description:
      "Makes the lead's person a draft application in the first round of a startup funnel (APPLICATION_FLOW:EDIT on it)",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), funnelId: t.arg.id({ required: true }) },
    resolve: (_root, { id, funnelId }, ctx) => transferLead(ctx, id, funnelId),
  }),
);
