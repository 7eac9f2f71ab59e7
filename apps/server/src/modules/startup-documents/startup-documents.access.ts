import { TEAM_ROLES } from "@launchpad/domain";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { inScope, requireAccess, startupScope, viewerAccess } from "../permissions/index.ts";
import { PlanFeatureUnavailableError, requirePlanFeature } from "../plan/index.ts";
import { membersOfStartups, startupExists } from "../startups/index.ts";

/**
 * Who sees and who changes a startup's documents (docs/startup-documents.md, decision 056):
 * - the organisation's plan has the "startup documents" feature (spec-2 §6), else
 *   ForbiddenError with the spec's "not available in your selected plan" message;
 * - reading: the startup is in the viewer's STARTUP_FILE:VIEW scope (ALL, or their own and
 *   assigned startups) — the file's own rule; out of scope reads as not found;
 * - changing: a reader who is one of the startup's members, or of a team role (Admin,
 *   Admin & Coach, Sub-Admin, Staff, Coach). Mentors and experts read only.
 */
const FILE_KEY = "STARTUP_FILE:VIEW";

export type DocumentRights = { canEdit: boolean };

/** The plan's feature, then the startup in scope: the rights on its documents, or NotFoundError. */
export async function requireReadable(ctx: ServiceContext, startupId: string): Promise<DocumentRights> {
  await requirePlanFeature(ctx, "startupDocuments");
  const access = await requireAccess(ctx);
  const scope = await startupScope(ctx, FILE_KEY);
  if (!inScope(scope, startupId) || !(await startupExists(ctx, startupId)))
    throw new NotFoundError("Startup");
  if (TEAM_ROLES.includes(access.roleType)) return { canEdit: true };
  const members = await membersOfStartups(ctx, [startupId]);
  return { canEdit: members.some((m) => m.userId === access.userId) };
}

/** As requireReadable, and the viewer may change them: ForbiddenError otherwise. */
export async function requireWritable(ctx: ServiceContext, startupId: string): Promise<void> {
  const rights = await requireReadable(ctx, startupId);
  // A reader who may not write is refused, not told "not found": they see the documents.
  if (!rights.canEdit)
    throw new ForbiddenError("Only the startup's members and the team change its documents");
}

/** The attachments' check (REST routes): the plan's feature and the read rule, as a yes or no. */
export async function mayReadStartupDocuments(ctx: ServiceContext, startupId: string): Promise<boolean> {
  if (!ctx.viewer || !(await viewerAccess(ctx))) return false;
  const planHasIt = await requirePlanFeature(ctx, "startupDocuments").then(
    () => true,
    (error: unknown) => {
      if (error instanceof PlanFeatureUnavailableError) return false;
      throw error;
    },
  );
  if (!planHasIt) return false;
  const scope = await startupScope(ctx, FILE_KEY);
  return inScope(scope, startupId) && (await startupExists(ctx, startupId));
}
