import type { AttachmentReferenceType } from "../../attachment-reference.ts";
import { inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { AuthenticationRequiredError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { attachmentUrl } from "../attachments/index.ts";
import { requireExporter } from "./startup-export.access.ts";
import { startupExportJob } from "./startup-export.job.ts";
import {
  findStartupExport,
  insertStartupExport,
  recentStartupExports,
  STARTUP_EXPORT_REFERENCE,
} from "./startup-export.repository.ts";
import type { StartupExportRow, StartupExportStatus } from "./startup-export.tables.ts";

/**
 * A startup's data as Excel (issue 18 "export", decision 060, docs/startup-export.md). The
 * startup's cofounders and the team who see its file ask for it; a job writes it. An export
 * holds what its requester may read, so it is theirs alone: only they see its status and
 * download its file. While one of theirs for the startup is queued or running, asking again
 * returns it instead of queuing another.
 */
export type StartupExportView = {
  id: string;
  startupId: string;
  status: StartupExportStatus;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  downloadUrl: string | null;
};

/** How many of the viewer's exports of a startup the tab lists. */
export const RECENT_EXPORTS = 5;

export function startupExportView(row: StartupExportRow): StartupExportView {
  return {
    id: row.id,
    startupId: row.startupId,
    status: row.status,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    downloadUrl: row.status === "done" && row.attachmentId ? attachmentUrl(row.attachmentId) : null,
  };
}

export async function exportStartup(
  ctx: ServiceContext & Pick<Services, "jobs">,
  startupId: string,
): Promise<StartupExportView> {
  const { userId } = await requireExporter(ctx, startupId);
  const row = await inTransaction(ctx.db, async (db) => {
    const [latest] = await recentStartupExports(db, ctx.tenant, startupId, userId, 1);
    if (latest && (latest.status === "queued" || latest.status === "running")) return latest;
    const inserted = await insertStartupExport(db, ctx.tenant, { startupId, requestedBy: userId });
    await ctx.jobs.enqueue(db, ctx.tenant, startupExportJob, { exportId: inserted.id });
    return inserted;
  });
  return startupExportView(row);
}

/** One of the viewer's own exports (anyone else's, or another organisation's: not found). */
export async function startupExport(ctx: ServiceContext, exportId: string): Promise<StartupExportView> {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const row = await findStartupExport(ctx.db, ctx.tenant, exportId);
  if (!row || row.requestedBy !== ctx.viewer.id) throw new NotFoundError("Export");
  return startupExportView(row);
}

/** The viewer's latest exports of a startup they may export, newest first. */
export async function startupExports(ctx: ServiceContext, startupId: string): Promise<StartupExportView[]> {
  const { userId } = await requireExporter(ctx, startupId);
  const rows = await recentStartupExports(ctx.db, ctx.tenant, startupId, userId, RECENT_EXPORTS);
  return rows.map(startupExportView);
}

/** The export's file: its requester reads it; nobody changes it (the server wrote it). */
export const startupExportAttachmentReference: AttachmentReferenceType = {
  type: STARTUP_EXPORT_REFERENCE,
  accept: "document",
  maxFiles: 1,
  async canRead(ctx, exportId) {
    const row = await findStartupExport(ctx.db, ctx.tenant, exportId);
    return row !== null && ctx.viewer !== null && row.requestedBy === ctx.viewer.id;
  },
  canWrite: async () => false,
};
