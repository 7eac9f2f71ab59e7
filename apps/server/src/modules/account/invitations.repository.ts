import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { invitations } from "./account.tables.ts";

export async function insertInvitation(
  db: Db,
  tenant: Tenant,
  values: { email: string; roleId: string; invitedBy: string; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db.insert(invitations).values(owned(tenant, values)).returning();
  if (!row) throw new Error("invitation not created");
  return row;
}

/** A live (unused, unexpired) invitation. */
export async function findLiveInvitation(db: Db, tenant: Tenant, tokenHash: string) {
  const [row] = await db
    .select({ id: invitations.id, email: invitations.email, roleId: invitations.roleId })
    .from(invitations)
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

/**
 * Ends the live invitations of an address (their links stop working), under a lock on the
 * address so that two racing invitations leave one live (in the caller's transaction).
 */
export async function revokeLiveInvitationsOf(db: Db, tenant: Tenant, email: string, now: Date) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invitations:${tenant.id}:${email}`}))`);
  const rows = await db
    .update(invitations)
    .set({ expiresAt: now })
    .where(
      scoped(
        invitations,
        tenant,
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length;
}
