import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { roles, users } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/** The permissions of a user's role, read on every call so that a change applies at once. */
export async function findRolePermissionsOfUser(db: Db, tenant: Tenant, userId: string) {
  const [row] = await db
    .select({ permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(scoped(users, tenant, eq(users.id, userId)));
  return row?.permissions ?? [];
}
