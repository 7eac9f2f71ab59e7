import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { type Db, inTransaction } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  type CustomFieldEntity,
  type CustomFieldRow,
  customFields,
  customFieldValues,
} from "./custom-fields.tables.ts";

/** The custom-fields module's queries; every one scoped to the tenant (decision 002). */
const uuids = (ids: readonly string[]) => [...new Set(ids.filter(isUuid))];

export type NewField = Omit<CustomFieldRow, "id" | "incubatorId" | "createdAt" | "archivedAt">;
export type FieldPatch = Partial<Omit<NewField, "entity">> & { archivedAt?: Date | null };

export function findFields(
  db: Db,
  tenant: Tenant,
  filter: { entity?: CustomFieldEntity; includeArchived?: boolean },
) {
  return db
    .select()
    .from(customFields)
    .where(
      scoped(
        customFields,
        tenant,
        filter.entity ? eq(customFields.entity, filter.entity) : undefined,
        filter.includeArchived ? undefined : isNull(customFields.archivedAt),
      ),
    )
    .orderBy(asc(customFields.entity), asc(customFields.position), asc(customFields.createdAt));
}

export async function findFieldsByIds(db: Db, tenant: Tenant, ids: readonly string[]) {
  const wanted = uuids(ids);
  if (wanted.length === 0) return [];
  return db
    .select()
    .from(customFields)
    .where(scoped(customFields, tenant, inArray(customFields.id, wanted)));
}

export async function findField(db: Db, tenant: Tenant, id: string) {
  return (await findFieldsByIds(db, tenant, [id]))[0] ?? null;
}

export async function findFieldsByKeys(
  db: Db,
  tenant: Tenant,
  entity: CustomFieldEntity,
  keys: readonly string[],
) {
  if (keys.length === 0) return [];
  const lower = keys.map((k) => k.toLowerCase());
  return db
    .select()
    .from(customFields)
    .where(
      scoped(
        customFields,
        tenant,
        eq(customFields.entity, entity),
        inArray(sql`lower(${customFields.key})`, lower),
      ),
    );
}

export async function nextPosition(db: Db, tenant: Tenant, entity: CustomFieldEntity) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${customFields.position})` })
    .from(customFields)
    .where(scoped(customFields, tenant, eq(customFields.entity, entity)));
  return row?.max == null ? 0 : Number(row.max) + 1;
}

export async function insertField(db: Db, tenant: Tenant, values: NewField) {
  const [row] = await db.insert(customFields).values(owned(tenant, values)).returning();
  if (!row) throw new Error("custom field not inserted");
  return row;
}

export async function updateFieldRow(db: Db, tenant: Tenant, id: string, patch: FieldPatch) {
  if (!isUuid(id)) return null;
  const [row] = await db
    .update(customFields)
    .set(patch)
    .where(scoped(customFields, tenant, eq(customFields.id, id)))
    .returning();
  return row ?? null;
}

/** Gives the fields of one entity the positions 0…n−1 in the order of `ids`. */
export function setPositions(db: Db, tenant: Tenant, ids: readonly string[]) {
  return inTransaction(db, async (tx) => {
    for (const [position, id] of ids.entries())
      await tx
        .update(customFields)
        .set({ position })
        .where(scoped(customFields, tenant, eq(customFields.id, id)));
  });
}

/** field id → how many users or startups have a value. */
export async function countValues(db: Db, tenant: Tenant, fieldIds: readonly string[]) {
  const result = new Map<string, number>();
  const wanted = uuids(fieldIds);
  if (wanted.length === 0) return result;
  const rows = await db
    .select({ fieldId: customFieldValues.fieldId, count: sql<number>`count(*)::int` })
    .from(customFieldValues)
    .where(scoped(customFieldValues, tenant, inArray(customFieldValues.fieldId, wanted)))
    .groupBy(customFieldValues.fieldId);
  for (const row of rows) result.set(row.fieldId, Number(row.count));
  return result;
}

/** One user's or startup's values of some fields. */
export async function findValues(db: Db, tenant: Tenant, entityId: string, fieldIds: readonly string[]) {
  const wanted = uuids(fieldIds);
  if (!isUuid(entityId) || wanted.length === 0) return [];
  return db
    .select()
    .from(customFieldValues)
    .where(
      scoped(
        customFieldValues,
        tenant,
        eq(customFieldValues.entityId, entityId),
        inArray(customFieldValues.fieldId, wanted),
      ),
    );
}

export type StoredValue = {
  textValue: string | null;
  numberValue: number | null;
  arrayValue: unknown[] | null;
};

/** Sets (or, with null, removes) one value. */
export async function putValue(
  db: Db,
  tenant: Tenant,
  fieldId: string,
  entityId: string,
  value: StoredValue | null,
  now: Date,
) {
  if (value === null) {
    await db
      .delete(customFieldValues)
      .where(
        scoped(
          customFieldValues,
          tenant,
          and(eq(customFieldValues.fieldId, fieldId), eq(customFieldValues.entityId, entityId)),
        ),
      );
    return;
  }
  await db
    .insert(customFieldValues)
    .values(owned(tenant, { fieldId, entityId, ...value, updatedAt: now }))
    .onConflictDoUpdate({
      target: [customFieldValues.fieldId, customFieldValues.entityId],
      set: { ...value, updatedAt: now },
    });
}
