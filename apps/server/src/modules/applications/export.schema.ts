import { builder } from "../../graphql/builder.ts";
import { ApplicationStatusRef } from "./applications.refs.ts";
import { applicationExport, type ExportView, exportApplications } from "./export.service.ts";

/** GraphQL of the Excel export of applications (docs/application-dashboard.md, decision 052). */

const ExportStatusRef = builder.enumType("ApplicationExportStatus", {
  values: ["queued", "running", "done", "failed"] as const,
});

const ExportRef = builder.objectRef<ExportView>("ApplicationExport").implement({
  description: "An Excel export of applications, made by a job; only its requester reads it",
  fields: (t) => ({
    id: t.exposeID("id"),
    status: t.field({ type: ExportStatusRef, resolve: (e) => e.status }),
    rowCount: t.exposeInt("rowCount", { nullable: true }),
    error: t.exposeString("error", { nullable: true }),
    createdAt: t.exposeString("createdAt", { description: "ISO 8601" }),
    finishedAt: t.exposeString("finishedAt", { nullable: true, description: "ISO 8601" }),
    downloadUrl: t.exposeString("downloadUrl", {
      nullable: true,
      description: "Once done: the file's address (read with the bearer token)",
    }),
  }),
});

const ExportFilterInput = builder.inputType("ApplicationExportFilter", {
  description: "The overview's filter (its fields and meaning): which applications the export lists",
  fields: (t) => ({
    funnelIds: t.idList(),
    roundIds: t.idList(),
    statuses: t.field({ type: [ApplicationStatusRef] }),
    tagIds: t.idList(),
    decisionNeeded: t.boolean(),
    evaluatorId: t.id(),
    scoreMin: t.float(),
    scoreMax: t.float(),
    search: t.string(),
    archived: t.boolean(),
  }),
});

builder.mutationField("exportApplications", (t) =>
  t.field({
    type: ExportRef,
    description:
      "Queues an Excel export (plan feature bulkApplicationExport) of the applications the viewer reads, filtered",
    authScopes: { authenticated: true },
    args: { filter: t.arg({ type: ExportFilterInput }) },
    resolve: (_root, { filter }, ctx) => exportApplications(ctx, filter ?? {}),
  }),
);

builder.queryField("applicationExport", (t) =>
  t.field({
    type: ExportRef,
    description: "One of the viewer's exports: its status and, once done, its download address",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => applicationExport(ctx, id),
  }),
);
