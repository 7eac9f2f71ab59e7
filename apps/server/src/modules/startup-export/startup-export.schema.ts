import { builder } from "../../graphql/builder.ts";
import {
  exportStartup,
  type StartupExportView,
  startupExport,
  startupExports,
} from "./startup-export.service.ts";

/** GraphQL of a startup's Excel export (issue 18, decision 060, docs/startup-export.md). */
const StatusRef = builder.enumType("StartupExportStatus", {
  values: ["queued", "running", "done", "failed"] as const,
});

const StartupExportRef = builder.objectRef<StartupExportView>("StartupExport").implement({
  description: "A startup's data as an Excel workbook, made by a job; only its requester reads it",
  fields: (t) => ({
    id: t.exposeID("id"),
    startupId: t.exposeID("startupId"),
    status: t.field({ type: StatusRef, resolve: (e) => e.status }),
    error: t.exposeString("error", { nullable: true }),
    createdAt: t.exposeString("createdAt", { description: "ISO 8601" }),
    finishedAt: t.exposeString("finishedAt", { nullable: true, description: "ISO 8601" }),
    downloadUrl: t.exposeString("downloadUrl", {
      nullable: true,
      description: "Once done: the file's address (read with the bearer token)",
    }),
  }),
});

builder.mutationField("exportStartup", (t) =>
  t.field({
    type: StartupExportRef,
    description:
      "Queues an Excel export of a startup (STARTUP_FILE:VIEW in scope; its cofounders and the team). While one of the viewer's is unfinished, returns it.",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, { startupId }, ctx) => exportStartup(ctx, startupId),
  }),
);

builder.queryField("startupExport", (t) =>
  t.field({
    type: StartupExportRef,
    description: "One of the viewer's startup exports: its status and, once done, its download address",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => startupExport(ctx, id),
  }),
);

builder.queryField("startupExports", (t) =>
  t.field({
    type: [StartupExportRef],
    description: "The viewer's latest exports of a startup they may export, newest first",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, { startupId }, ctx) => startupExports(ctx, startupId),
  }),
);
