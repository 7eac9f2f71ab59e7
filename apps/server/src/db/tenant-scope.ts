import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Tenant } from "../tenancy/tenant.ts";

/**
 * The one place that scopes a query to a tenant. Repositories build every WHERE clause
 * of a tenant-owned table through `scoped`, and every insert through `owned`, so a row
 * of another incubator can neither be read nor written: a foreign id reads as not found.
 */
type TenantTable = { incubatorId: PgColumn };

export function scoped(table: TenantTable, tenant: Tenant, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.incubatorId, tenant.id), ...conditions) as SQL;
}

export function owned<T extends object>(tenant: Tenant, values: T): T & { incubatorId: string } {
  return { ...values, incubatorId: tenant.id };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs: anything else can name no row (and must not reach PostgreSQL as one). */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
