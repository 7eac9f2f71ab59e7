import type { RoleType } from "@launchpad/domain";
import type { ServiceContext } from "../../service-context.ts";
import { inScope, requireAccess, startupScope } from "../permissions/index.ts";
import { TEAM_CREATORS } from "./people-checks.ts";

/**
 * What the viewer may change of a startup's file (issue 18, docs/startup-file.md):
 * - its name: STARTUP/NAME:EDIT in scope (spec-2 §6);
 * - its profile (logo, website, founding year, description): its members, or whoever may
 *   edit its name;
 * - its members and their roles: STARTUP/ASSIGNATION_MEMBERS:EDIT in scope;
 * - its connections (assigned supporters and their hours): the team (Admin, Admin & Coach,
 *   Sub-Admin, Staff) with the file in their STARTUP_FILE:VIEW scope.
 * The file itself must be visible (STARTUP_FILE:VIEW in scope): the caller checks that first.
 */
export type FileRights = {
  mayEditName: boolean;
  mayEditProfile: boolean;
  mayEditMembers: boolean;
  mayEditConnections: boolean;
};

export async function fileRights(
  ctx: ServiceContext,
  startupId: string,
  viewerIsMember: boolean,
): Promise<FileRights> {
  const access = await requireAccess(ctx);
  const may = async (key: string) => inScope(await startupScope(ctx, key), startupId);
  const [mayEditName, mayEditMembers, mayViewFile] = await Promise.all([
    may("STARTUP/NAME:EDIT"),
    may("STARTUP/ASSIGNATION_MEMBERS:EDIT"),
    may("STARTUP_FILE:VIEW"),
  ]);
  return {
    mayEditName,
    mayEditProfile: viewerIsMember || mayEditName,
    mayEditMembers,
    mayEditConnections: mayViewFile && TEAM_CREATORS.includes(access.roleType as RoleType),
  };
}
