import { ADMIN_ROLES, NETWORK_ROLES, type RoleType, TEAM_ROLES } from "@launchpad/domain";
import { AppError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { inScope, requireAccess, startupScope } from "../permissions/index.ts";
import { startupById } from "../startups/index.ts";

/**
 * Who administers startups (docs/admin-startups.md, decision 058): the programme managers —
 * admins, sub-admins and staff (issue 18: "Staff create startups from /admin/startups"), as the
 * web's /admin/startups page — each startup within their
 * STARTUP_FILE:VIEW scope; a startup out of scope reads as not found. The actions add their
 * own key in scope: TAG:STARTUP:ADD, STARTUP/ASSIGNATION_MEMBERS:EDIT, STARTUP:DELETE.
 */
export const ADMINISTRATION_ROLES: RoleType[] = [...ADMIN_ROLES, "SubAdmin", "Staff"];

/** Who may be assigned to support a startup: the team and the network (coaches, mentors, experts). */
export const SUPPORTER_ROLES: RoleType[] = [...new Set([...TEAM_ROLES, ...NETWORK_ROLES])];

export const FILE_KEY = "STARTUP_FILE:VIEW";

type Ctx = Pick<ServiceContext, "db" | "tenant" | "viewer">;

/** A refusal of one item, with the reason code the batch records. */
export class StartupAdminForbiddenError extends AppError {
  constructor(message = "You may not do this to this startup") {
    super("ForbiddenError", message, { reason: "FORBIDDEN" });
  }
}

/** The viewer still holds an administration role (a batch runs as its requester, rechecked per item). */
export async function requireAdministration(ctx: Ctx) {
  const access = await requireAccess(ctx);
  if (!ADMINISTRATION_ROLES.includes(access.roleType)) throw new StartupAdminForbiddenError();
  return access;
}

/** The startup, when it is the tenant's and in the viewer's STARTUP_FILE:VIEW scope; NotFound otherwise. */
export async function administeredStartup(ctx: Ctx, startupId: string) {
  const startup = await startupById(ctx, startupId);
  if (!startup || !inScope(await startupScope(ctx, FILE_KEY), startup.id)) throw new NotFoundError("Startup");
  return startup;
}

/** The viewer holds `key` for this startup (ALL, or ASSIGNED and connected to it); Forbidden otherwise. */
export async function requireKeyOn(ctx: Ctx, startupId: string, key: string) {
  if (!inScope(await startupScope(ctx, key), startupId)) throw new StartupAdminForbiddenError();
}
