import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { incubators, invitations, roles } from "../../db/schema/index.ts";
import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

export async function insertInvitation(
  db: Db,
  tenant: Tenant,
  values: { email: string; roleId: string; invitedBy: string; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db.insert(invitations).values(owned(tenant, values)).returning();
  if (!row) throw new Error("invitation not created");
  return row;
}

/** A live (unused, unexpired) invitation with its role and incubator names. */
export async function findLiveInvitation(db: Db, tenant: Tenant, tokenHash: string) {
  const [row] = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      roleId: invitations.roleId,
      roleLabel: roles.label,
      incubatorName: incubators.name,
      language: incubators.defaultLanguage,
    })
    .from(invitations)
    .innerJoin(roles, eq(roles.id, invitations.roleId))
    .innerJoin(incubators, eq(incubators.id, invitations.incubatorId))
    .where(
      scoped(
        invitations,
        tenant,
        eq(invitations.tokenHash, tokenHash),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

/** Spends the invitation once: the second of two racing accepts finds nothing to update. */
export async function markInvitationAccepted(db: Db, tenant: Tenant, id: string, userId: string) {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: new Date(), acceptedUserId: userId })
    .where(scoped(invitations, tenant, and(eq(invitations.id, id), isNull(invitations.acceptedAt))))
    .returning({ id: invitations.id });
  return rows.length === 1;
}

export async function findRoleByType(db: Db, tenant: Tenant, type: string) {
  const [row] = await db
    .select()
    .from(roles)
    .where(scoped(roles, tenant, eq(roles.type, type as never), eq(roles.isCustom, false)));
  return row ?? null;
}
