import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { Tenant } from "../../tenancy/tenant.ts";

/** Serialises changes that could remove the organisation's last admin (within a transaction). */
export async function lockAdmins(db: Db, tenant: Tenant) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`admins:${tenant.id}`}))`);
}
