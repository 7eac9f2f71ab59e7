import type { Db } from "../../db/client.ts";
import { owned } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { notifications } from "./notifications.tables.ts";

export type NewNotification = { userId: string; type: string; payload: Record<string, unknown> };

export async function insertNotifications(db: Db, tenant: Tenant, rows: NewNotification[]) {
  if (rows.length > 0) await db.insert(notifications).values(rows.map((r) => owned(tenant, r)));
}
