import type { ApplicationStatus } from "@launchpad/domain/applications";
import type { AttachmentReferenceType } from "../../attachment-reference.ts";
import { inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { AuthenticationRequiredError, ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { attachmentUrl } from "../attachments/index.ts";
import { holds } from "../permissions/index.ts";
import { requirePlanFeature } from "../plan/index.ts";
import { usersPage } from "../users/index.ts";
import { inFunnelScope } from "./access.ts";
import type { ApplicationExportRow, ExportStatus } from "./applications.tables.ts";
import { applicationReadScope } from "./dashboard.service.ts";
import { exportApplicationsJob } from "./export.job.ts";
import { EXPORT_REFERENCE, findExport, insertExport } from "./export.repository.ts";
import { funnelsByIds } from "./funnels.repository.ts";
import type { OverviewWhere } from "./overview.repository.ts";
import { OverviewFilterSchema } from "./overview.service.ts";

/**
 * Excel exports of applications (issue 17; spec-2 §6 plan feature "bulk application
 * export"; decision 052). A request checks its filter (a funnel out of reach: not found),
 * the plan, then who asks: someone who reads applications (APPLICATION_ALL:VIEW or
 * APPLICATION_FLOW:VIEW with ALL, or a funnel admin for their funnels). It writes a queued row and its job in one transaction; the job writes the
 * file. The funnels reached are fixed at the request (the job has no viewer). Only the
 * requester reads the export and its file.
 */
/** What the export's row keeps: the overview's WHERE, resolved at the request (the job has no viewer). */
export type StoredExportFilter = { where: OverviewWhere | null };

/** A search looks among at most this many people, as the overview's does. */
const SEARCH_MAX_PEOPLE = 2000;

function statusesOf(f: { statuses?: ApplicationStatus[] | null; decisionNeeded?: boolean | null }) {
  const given = f.statuses && f.statuses.length > 0 ? f.statuses : undefined;
  if (!f.decisionNeeded) return given;
  return given
    ? given.filter((s) => s === "pending_decision")
    : (["pending_decision"] as ApplicationStatus[]);
}
const nonEmpty = <T>(list: T[] | null | undefined) => (list && list.length > 0 ? list : undefined);

/**
 * The overview's filter (its schema and meaning, overview.service.ts) as the export's WHERE:
 * the funnels the viewer reads as staff only (not the applications they evaluate: an export
 * names applicants, which a blind evaluator must not see); a funnel out of reach or of another
 * organisation is not found; without APPLICATION_OVERVIEW/FILTERS:VIEW the filter is ignored,
 * as on the overview. Null: nothing can match.
 */
async function exportWhere(ctx: ServiceContext, viewerId: string, raw: unknown, scope: "ALL" | string[]) {
  const parsed = parseInput(OverviewFilterSchema, raw ?? {});
  const requested = nonEmpty(parsed.funnelIds);
  if (requested) {
    const found = await funnelsByIds(ctx.db, ctx.tenant, requested);
    if (found.length !== new Set(requested).size || requested.some((f) => !inFunnelScope(scope, f)))
      throw new NotFoundError("Funnel");
  }
  const where: OverviewWhere =
    scope === "ALL"
      ? { scope: { all: true } }
      : { scope: { all: false, funnelIds: scope, evaluatorId: viewerId }, funnelIds: scope };
  if (!(await holds(ctx, "APPLICATION_OVERVIEW/FILTERS:VIEW"))) return where;
  if (requested) where.funnelIds = requested;
  where.roundIds = nonEmpty(parsed.roundIds);
  where.tagIds = nonEmpty(parsed.tagIds);
  where.evaluatorId = parsed.evaluatorId ?? undefined;
  where.scoreMin = parsed.scoreMin ?? undefined;
  where.scoreMax = parsed.scoreMax ?? undefined;
  where.archived = parsed.archived ?? false;
  const statuses = statusesOf(parsed);
  if (statuses && statuses.length === 0) return null;
  where.statuses = statuses;
  const text = parsed.search ?? "";
  if (text.length > 0) {
    const people = await usersPage(ctx, { search: text }, 0, SEARCH_MAX_PEOPLE);
    where.search = { applicantIds: people.rows.map((u) => u.id), text };
  }
  return where;
}

export type ExportView = {
  id: string;
  status: ExportStatus;
  rowCount: number | null;
  error: string | null;
  createdAt: string;
  finishedAt: string | null;
  downloadUrl: string | null;
};

export function exportView(row: ApplicationExportRow): ExportView {
  return {
    id: row.id,
    status: row.status,
    rowCount: row.rowCount,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    downloadUrl: row.status === "done" && row.attachmentId ? attachmentUrl(row.attachmentId) : null,
  };
}

export async function exportApplications(
  ctx: ServiceContext & Pick<Services, "jobs">,
  input: unknown,
): Promise<ExportView> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  const scope = await applicationReadScope(ctx);
  const where = await exportWhere(ctx, viewer.id, input, scope);
  await requirePlanFeature(ctx, "bulkApplicationExport");
  if (scope !== "ALL" && scope.length === 0) throw new ForbiddenError("You may not export applications");
  const stored: StoredExportFilter = { where };
  const row = await inTransaction(ctx.db, async (db) => {
    const inserted = await insertExport(db, ctx.tenant, { requestedBy: viewer.id, filter: stored });
    await ctx.jobs.enqueue(db, ctx.tenant, exportApplicationsJob, { exportId: inserted.id });
    return inserted;
  });
  return exportView(row);
}

/** One of the viewer's own exports (anyone else's, or another tenant's: not found). */
export async function applicationExport(ctx: ServiceContext, exportId: string): Promise<ExportView> {
  const row = await findExport(ctx.db, ctx.tenant, exportId);
  if (!row || !ctx.viewer || row.requestedBy !== ctx.viewer.id) throw new NotFoundError("Export");
  return exportView(row);
}

/** The export's file: its requester reads it; nobody changes it (the server wrote it). */
export const exportAttachmentReference: AttachmentReferenceType = {
  type: EXPORT_REFERENCE,
  accept: "document",
  maxFiles: 1,
  async canRead(ctx, exportId) {
    const row = await findExport(ctx.db, ctx.tenant, exportId);
    return row !== null && ctx.viewer !== null && row.requestedBy === ctx.viewer.id;
  },
  canWrite: async () => false,
};
