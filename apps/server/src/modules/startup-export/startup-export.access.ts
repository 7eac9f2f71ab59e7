import { TEAM_ROLES } from "@launchpad/domain";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { inScope, requireAccess, startupScope } from "../permissions/index.ts";
import { membersOfStartups, startupExists } from "../startups/index.ts";

/**
 * Who may export a startup (decision 060, docs/startup-export.md): someone who sees its file
 * (STARTUP_FILE:VIEW with the startup in scope; else it is not found) and is either one of its
 * cofounders or a member of the team (Admin, AdminCoach, SubAdmin, Staff, Coach). Mentors,
 * experts and evaluators read the file but do not take its data away (Forbidden).
 */
export async function requireExporter(ctx: ServiceContext, startupId: string): Promise<{ userId: string }> {
  const access = await requireAccess(ctx);
  const scope = await startupScope(ctx, "STARTUP_FILE:VIEW");
  if (!inScope(scope, startupId) || !(await startupExists(ctx, startupId)))
    throw new NotFoundError("Startup");
  if (TEAM_ROLES.includes(access.roleType)) return { userId: access.userId };
  const members = await membersOfStartups(ctx, [startupId]);
  if (members.some((m) => m.userId === access.userId)) return { userId: access.userId };
  throw new ForbiddenError("Only the startup's cofounders and the team may export it");
}
