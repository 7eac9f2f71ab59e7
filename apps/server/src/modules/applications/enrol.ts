import type { Db } from "../../db/client.ts";
import { ConflictError } from "../../graphql/errors.ts";
import { builtInRole, roleById } from "../roles/index.ts";
import { createStartup, joinPrograms } from "../startups/index.ts";
import { giveTags } from "../tags/index.ts";
import { changeRoleOfUser, userById } from "../users/index.ts";
import { recordActivity } from "./activity.service.ts";
import type { ApplicationRow, FunnelRow } from "./applications.tables.ts";
import { funnelProgramIds, funnelTagIds } from "./funnels.repository.ts";
import type { StatusContext } from "./status.service.ts";

export type Enrolment = {
  /** The startup made (startup funnels). */
  startupId: string | null;
  /** The applicant's new role, when it changed (the caller announces the access change after commit). */
  roleId: string | null;
};

/**
 * The final acceptance's enrolment (issue 17 "Decisions", decision 049), run inside the
 * acceptance's transaction (`tx`), so that it stands or falls with the status change:
 * - startup funnel: a startup named as the applicant gave it (else after the applicant), with
 *   the applicant as its cofounder, in the funnel's programmes and with its startup tags; the
 *   applicant joins the programmes and becomes Cofounder;
 * - community funnel: the applicant joins the programmes, gets the funnel's user tags and the
 *   funnel's accepted role (else Community Member).
 * The role changes only for someone whose role is an Applicant one: a member of the team or
 * an existing founder who applied keeps theirs.
 */
export async function enrol(
  ctx: StatusContext,
  tx: Db,
  application: ApplicationRow,
  funnel: FunnelRow,
): Promise<Enrolment> {
  const txCtx = { ...ctx, db: tx };
  const applicant = await userById(txCtx, application.applicantId);
  if (!applicant)
    throw new ConflictError("The applicant's account no longer exists", { reason: "NO_APPLICANT" });
  const [programIds, tagIds] = await Promise.all([
    funnelProgramIds(tx, ctx.tenant, funnel.id),
    funnelTagIds(tx, ctx.tenant, funnel.id),
  ]);
  await joinPrograms(txCtx, applicant.id, programIds);
  let startupId: string | null = null;
  let targetRoleId: string | null = null;
  if (funnel.type === "startup") {
    const name =
      application.startupName?.trim() ||
      `${applicant.firstName} ${applicant.lastName}`.trim() ||
      applicant.email;
    const startup = await createStartup(txCtx, { name, programIds }, [applicant.id]);
    startupId = startup.id;
    await giveTags(txCtx, { startupId }, tagIds);
    targetRoleId = (await builtInRole(txCtx, "Cofounder"))?.id ?? null;
  } else {
    await giveTags(txCtx, { userId: applicant.id }, tagIds);
    const accepted = funnel.acceptedRoleId ? await roleById(txCtx, funnel.acceptedRoleId) : null;
    targetRoleId = (accepted ?? (await builtInRole(txCtx, "CommunityMember")))?.id ?? null;
  }
  const current = await roleById(txCtx, applicant.roleId);
  let roleId: string | null = null;
  if (targetRoleId && current?.type === "Applicant" && current.id !== targetRoleId) {
    await changeRoleOfUser(txCtx, applicant.id, targetRoleId);
    roleId = targetRoleId;
  }
  await recordActivity(txCtx, application.id, "enrolled", { startupId, roleId });
  return { startupId, roleId };
}
