import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { placeholder, prepared, scopedAs } from "../../db/prepared.ts";
import { isUuid, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { users } from "./users.tables.ts";

export type UserProfilePatch = Partial<
  Pick<
    typeof users.$inferInsert,
    "firstName" | "lastName" | "timezone" | "language" | "phone" | "headline" | "bio"
  >
>;

/** Who a user is and whether they may act: what sign-in checks and a user's own view need. */
const accountColumns = {
  id: users.id,
  roleId: users.roleId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  timezone: users.timezone,
  language: users.language,
  status: users.status,
  validated: users.validated,
};

export type AccountRow = { [K in keyof typeof accountColumns]: (typeof users.$inferSelect)[K] };

/** The user's account columns only: no profile texts, settings or password hash to read and map. */
export async function findAccountById(db: Db, tenant: Tenant, id: string): Promise<AccountRow | null> {
  if (!isUuid(id)) return null;
  // Every signed-in request that checks a permission reads it: built once (db/prepared.ts).
  const statement = prepared(db, "users.accountById", (db) =>
    db
      .select(accountColumns)
      .from(users)
      .where(scopedAs(users, eq(users.id, placeholder("id")))),
  );
  const [row] = await statement.execute({ tenant: tenant.id, id });
  return row ?? null;
}

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

/** Sets the user's avatar or profile cover (an image address), or clears it with null. */
export async function setUserImageColumn(
  db: Db,
  tenant: Tenant,
  id: string,
  patch: { avatar?: string | null; cover?: string | null },
) {
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
