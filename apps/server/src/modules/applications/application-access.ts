import type { PermissionKey } from "@launchpad/domain";
import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { mayOnFunnel } from "./access.ts";
import { findApplication } from "./applications.repository.ts";
import type { ApplicationRow } from "./applications.tables.ts";
import { isAssignedEvaluator } from "./evaluators.repository.ts";

/**
 * Who may read an application (lane D, docs/application-file.md): its applicant; staff with
 * APPLICATION_ALL:VIEW or APPLICATION_FLOW:VIEW on its funnel (`mayOnFunnel`: the key with
 * ALL, or the funnel's admins); an evaluator assigned to it. Anyone else is told it does not
 * exist (NotFound, never Forbidden: ids are not confirmed to outsiders).
 */
export type ApplicationReader = "applicant" | "staff" | "evaluator";

type Ctx = Pick<ServiceContext, "db" | "tenant" | "viewer">;

/** How the viewer reads the application, or null when they may not. */
export async function readerOf(
  ctx: Ctx,
  application: Pick<ApplicationRow, "id" | "funnelId" | "applicantId">,
): Promise<ApplicationReader | null> {
  const viewer = ctx.viewer;
  if (!viewer) return null;
  if (await mayStaff(ctx, application)) return "staff";
  if (application.applicantId === viewer.id) return "applicant";
  if (await isAssignedEvaluator(ctx.db, ctx.tenant, application.id, viewer.id)) return "evaluator";
  return null;
}

/** Staff who see the application's file (either view key on its funnel). */
export async function mayStaff(ctx: Ctx, application: Pick<ApplicationRow, "funnelId">): Promise<boolean> {
  return (
    (await mayOnFunnel(ctx, application.funnelId, "APPLICATION_ALL:VIEW")) ||
    (await mayOnFunnel(ctx, application.funnelId, "APPLICATION_FLOW:VIEW"))
  );
}

/** The application when the viewer may read it; NotFound otherwise (unknown, other tenant, not theirs). */
export async function readableApplication(
  ctx: Ctx,
  applicationId: string,
  forUpdate = false,
): Promise<ApplicationRow> {
  const row = await findApplication(ctx.db, ctx.tenant, applicationId, forUpdate);
  if (!row || !(await readerOf(ctx, row))) throw new NotFoundError("Application");
  return row;
}

/** Whether the viewer may use `key` on the application's funnel (the key with ALL, or its funnel admin). */
export function mayManage(
  ctx: Ctx,
  application: Pick<ApplicationRow, "funnelId">,
  key: PermissionKey,
): Promise<boolean> {
  return mayOnFunnel(ctx, application.funnelId, key);
}
