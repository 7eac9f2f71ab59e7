import type { RoleType } from "@launchpad/domain";
import { GraphQLError } from "graphql";
import { inTransaction } from "../../db/client.ts";
import type { BatchUpdatedEvent } from "../../graphql/pubsub.ts";
import { defineJob, type JobContext } from "../jobs/index.ts";
import { type BatchActionContext, batchActionFor } from "./batch-actions.ts";
import {
  claimItem,
  findOperation,
  finishItem,
  finishOperation,
  pendingItems,
} from "./batch-operations.repository.ts";
import type { BatchOperationRow } from "./batch-operations.tables.ts";

/**
 * Runs one batch operation (decision 048): its pending items in order, each in a transaction
 * of its own with the item's outcome, an event on `batch:updated` after each, and the overall
 * outcome at the end. After a crash the job runs again and takes up the items still pending:
 * a finished item is never run or counted twice.
 */
export type BatchJobPayload = {
  operationId: string;
  requester: { id: string; roleType: RoleType };
  /** The origin of the request that started it (links in the e-mails items send). */
  origin?: string | null;
};

export const batchOperationJob = defineJob<BatchJobPayload>({
  kind: "batchOperations.run",
  retry: { limit: 3, backoffSeconds: 5 },
  async run({ operationId, requester, origin }, ctx) {
    const op = await findOperation(ctx.db, ctx.tenant, operationId);
    if (op?.overall !== "RUNNING") return;
    const action = batchActionFor(op.kind, op.action);
    const input = JSON.parse(op.input) as Record<string, unknown>;
    if (op.succeeded + op.failed === 0) publishBatchEvent(ctx, op, "STARTED", null, null);
    let last: BatchOperationRow = op;
    for (const item of await pendingItems(ctx.db, ctx.tenant, op.id)) {
      let outcome: { row: BatchOperationRow | null; error: string | null };
      if (!action) {
        outcome = { row: null, error: "UNKNOWN_ACTION" };
      } else {
        try {
          const row = await inTransaction(ctx.db, async (tx) => {
            // A fresh context per item: the rules' per-request caches (the viewer's access) start empty.
            const itemCtx: BatchActionContext = {
              ...ctx,
              db: tx,
              viewer: { id: requester.id, roleType: requester.roleType, sessionId: `batch:${op.id}` },
              ...(origin ? { request: { origin } } : {}),
            };
            if (!(await claimItem(tx, ctx.tenant, op.id, item.itemId))) return null;
            await action.run(itemCtx, item.itemId, input);
            return finishItem(tx, ctx.tenant, op.id, item.itemId, {
              status: "SUCCEEDED",
              error: null,
              at: ctx.clock.now(),
            });
          });
          outcome = { row, error: null };
        } catch (error) {
          outcome = { row: null, error: reasonOf(ctx, error, op, item.itemId) };
        }
      }
      if (outcome.error !== null) {
        outcome.row = await finishItem(ctx.db, ctx.tenant, op.id, item.itemId, {
          status: "FAILED",
          error: outcome.error,
          at: ctx.clock.now(),
        });
      }
      if (!outcome.row) continue; // already done by an earlier run
      last = outcome.row;
      publishBatchEvent(
        ctx,
        last,
        outcome.error ? "ITEM_FAILED" : "ITEM_SUCCEEDED",
        item.itemId,
        outcome.error,
      );
    }
    const current = (await findOperation(ctx.db, ctx.tenant, op.id)) ?? last;
    const overall =
      current.failed === 0 ? "SUCCEEDED" : current.succeeded === 0 ? "FAILED" : "PARTIALLY_SUCCEEDED";
    const finished = await finishOperation(ctx.db, ctx.tenant, op.id, overall, ctx.clock.now());
    if (finished) publishBatchEvent(ctx, finished, "FINISHED", null, null);
  },
});

/** The code a failed item records: the error's reason, else its GraphQL code; anything else is INTERNAL (and logged). */
function reasonOf(ctx: JobContext, error: unknown, op: BatchOperationRow, itemId: string): string {
  if (error instanceof GraphQLError) {
    const { reason, code } = error.extensions as { reason?: unknown; code?: unknown };
    if (typeof reason === "string") return reason;
    if (typeof code === "string") return code;
  }
  ctx.log.error(
    { err: error, operationId: op.id, itemId, action: op.action },
    "batch item failed unexpectedly",
  );
  return "INTERNAL";
}

export function batchEventOf(
  op: BatchOperationRow,
  updateType: BatchUpdatedEvent["updateType"],
  itemId: string | null,
  error: string | null,
): BatchUpdatedEvent {
  return {
    operationId: op.id,
    kind: op.kind,
    updateType,
    itemId,
    error,
    total: op.total,
    succeeded: op.succeeded,
    failed: op.failed,
    validation: op.validation,
    overall: op.overall,
  };
}

function publishBatchEvent(
  ctx: JobContext,
  op: BatchOperationRow,
  updateType: BatchUpdatedEvent["updateType"],
  itemId: string | null,
  error: string | null,
) {
  ctx.pubsub.publish("batch:updated", op.id, batchEventOf(op, updateType, itemId, error));
}
