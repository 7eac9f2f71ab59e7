import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import {
  type BatchItemStatus,
  type BatchKind,
  type BatchOperationItemRow,
  type BatchOperationRow,
  type BatchOverall,
  type BatchValidation,
  batchOperationItems,
  batchOperations,
} from "./batch-operations.tables.ts";

/** The only file that queries the batch operation tables (decision 008). */
export type NewOperation = {
  kind: BatchKind;
  action: string;
  input: Record<string, unknown>;
  requestedBy: string | null;
  itemIds: readonly string[];
  validation: BatchValidation;
  /** A batch refused as a whole: every item failed with this code. */
  refusedWith?: string;
  now: Date;
};

/** Inserts the operation and its items (all in the caller's transaction). */
export async function insertOperation(
  db: Db,
  tenant: Tenant,
  values: NewOperation,
): Promise<BatchOperationRow> {
  const refused = values.refusedWith != null;
  const [row] = await db
    .insert(batchOperations)
    .values(
      owned(tenant, {
        kind: values.kind,
        action: values.action,
        input: JSON.stringify(values.input),
        requestedBy: values.requestedBy,
        total: values.itemIds.length,
        failed: refused ? values.itemIds.length : 0,
        validation: values.validation,
        overall: refused ? ("FAILED" as const) : ("RUNNING" as const),
        createdAt: values.now,
        finishedAt: refused ? values.now : null,
      }),
    )
    .returning();
  if (!row) throw new Error("batch operation not created");
  // Items in chunks (a statement's parameters are limited); 1,000 items at most (BATCH_MAX_ITEMS).
  for (let i = 0; i < values.itemIds.length; i += 500) {
    const chunk = values.itemIds.slice(i, i + 500);
    await db.insert(batchOperationItems).values(
      chunk.map((itemId) =>
        owned(tenant, {
          operationId: row.id,
          itemId,
          status: (refused ? "FAILED" : "PENDING") as BatchItemStatus,
          error: values.refusedWith ?? null,
          finishedAt: refused ? values.now : null,
        }),
      ),
    );
  }
  return row;
}

export async function findOperation(
  db: Db,
  tenant: Tenant,
  id: string,
  forUpdate = false,
): Promise<BatchOperationRow | null> {
  if (!isUuid(id)) return null;
  const query = db
    .select()
    .from(batchOperations)
    .where(scoped(batchOperations, tenant, eq(batchOperations.id, id)));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

/** The items not yet done, in a stable order (by item id). */
export function pendingItems(db: Db, tenant: Tenant, operationId: string): Promise<BatchOperationItemRow[]> {
  return db
    .select()
    .from(batchOperationItems)
    .where(
      scoped(
        batchOperationItems,
        tenant,
        eq(batchOperationItems.operationId, operationId),
        eq(batchOperationItems.status, "PENDING"),
      ),
    )
    .orderBy(asc(batchOperationItems.itemId));
}

export function itemsOf(db: Db, tenant: Tenant, operationId: string): Promise<BatchOperationItemRow[]> {
  return db
    .select()
    .from(batchOperationItems)
    .where(scoped(batchOperationItems, tenant, eq(batchOperationItems.operationId, operationId)))
    .orderBy(asc(batchOperationItems.itemId));
}

/**
 * Locks a pending item for the transaction that runs it; false when it is done already (or
 * another run holds it and then finished it): a second runner of the same operation (a
 * retried job whose first run still works) waits here and skips it.
 */
export async function claimItem(
  db: Db,
  tenant: Tenant,
  operationId: string,
  itemId: string,
): Promise<boolean> {
  const rows = await db
    .select({ itemId: batchOperationItems.itemId })
    .from(batchOperationItems)
    .where(
      scoped(
        batchOperationItems,
        tenant,
        eq(batchOperationItems.operationId, operationId),
        eq(batchOperationItems.itemId, itemId),
        eq(batchOperationItems.status, "PENDING"),
      ),
    )
    .for("update");
  return rows.length > 0;
}

/**
 * Records one item's outcome and counts it on the operation, only if the item was still
 * pending (a re-run never counts an item twice). Returns the operation after it, or null when
 * the item was already done.
 */
export async function finishItem(
  db: Db,
  tenant: Tenant,
  operationId: string,
  itemId: string,
  outcome: { status: "SUCCEEDED" | "FAILED"; error: string | null; at: Date },
): Promise<BatchOperationRow | null> {
  const done = await db
    .update(batchOperationItems)
    .set({ status: outcome.status, error: outcome.error, finishedAt: outcome.at })
    .where(
      scoped(
        batchOperationItems,
        tenant,
        eq(batchOperationItems.operationId, operationId),
        eq(batchOperationItems.itemId, itemId),
        eq(batchOperationItems.status, "PENDING"),
      ),
    )
    .returning({ itemId: batchOperationItems.itemId });
  if (done.length === 0) return null;
  const counter =
    outcome.status === "SUCCEEDED"
      ? { succeeded: sql`${batchOperations.succeeded} + 1` }
      : { failed: sql`${batchOperations.failed} + 1` };
  const [row] = await db
    .update(batchOperations)
    .set(counter)
    .where(scoped(batchOperations, tenant, eq(batchOperations.id, operationId)))
    .returning();
  return row ?? null;
}

/** Sets the overall outcome once every item is done (only while still RUNNING). */
export async function finishOperation(
  db: Db,
  tenant: Tenant,
  operationId: string,
  overall: Exclude<BatchOverall, "RUNNING">,
  at: Date,
): Promise<BatchOperationRow | null> {
  const [row] = await db
    .update(batchOperations)
    .set({ overall, finishedAt: at })
    .where(
      and(
        scoped(batchOperations, tenant, eq(batchOperations.id, operationId)),
        eq(batchOperations.overall, "RUNNING"),
      ),
    )
    .returning();
  return row ?? null;
}
