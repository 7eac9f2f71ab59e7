import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { users } from "./users.tables.ts";

export type UserProfilePatch = Partial<
  Pick<
    typeof users.$inferInsert,
    "firstName" | "lastName" | "timezone" | "language" | "phone" | "headline" | "bio"
  >
>;

export async function findUserByEmail(db: Db, tenant: Tenant, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(scoped(users, tenant, sql`lower(${users.email}) = ${email.trim().toLowerCase()}`));
  return row ?? null;
}

export async function findUserById(db: Db, tenant: Tenant, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(users)
    .where(scoped(users, tenant, eq(users.id, id)));
  return row ?? null;
}

export async function updateUserProfile(db: Db, tenant: Tenant, id: string, patch: UserProfilePatch) {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(scoped(users, tenant, eq(users.id, id)));
}

export async function setUserPassword(db: Db, tenant: Tenant, id: string, passwordHash: string) {
  await db
    .update(users)
    .set({ passwordHash, updatedAt: new Date() })
    .where(scoped(users, tenant, eq(users.id, id)));
}

export async function markUserValidated(db: Db, tenant: Tenant, id: string) {
  await db
    .update(users)
    .set({
      validated: true,
      status: sql`case when ${users.status} = 'pending' then 'active' else ${users.status} end`,
      updatedAt: new Date(),
    })
    .where(scoped(users, tenant, eq(users.id, id)));
}
