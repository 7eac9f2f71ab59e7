import type { RoleType } from "@launchpad/domain";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { AuthenticationRequiredError, NotFoundError } from "../../graphql/errors.ts";
import type { BatchUpdatedEvent } from "../../graphql/pubsub.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type BatchAction, batchActionFor } from "./batch-actions.ts";
import { BATCH_MAX_ITEMS, BatchForbiddenError } from "./batch-operations.errors.ts";
import { batchEventOf, batchOperationJob } from "./batch-operations.job.ts";
import { findOperation, insertOperation, itemsOf } from "./batch-operations.repository.ts";
import type { BatchKind, BatchOperationRow } from "./batch-operations.tables.ts";

/** A batch operation as callers see it (GraphQL `BatchOperation`). */
export type BatchOperationView = {
  id: string;
  kind: BatchKind;
  action: string;
  total: number;
  succeeded: number;
  failed: number;
  validation: "SUCCEEDED" | "FAILED";
  overall: "RUNNING" | "SUCCEEDED" | "PARTIALLY_SUCCEEDED" | "FAILED";
  requestedBy: string | null;
  createdAt: string;
  finishedAt: string | null;
};

export function batchOperationView(r: BatchOperationRow): BatchOperationView {
  return {
    id: r.id,
    kind: r.kind,
    action: r.action,
    total: r.total,
    succeeded: r.succeeded,
    failed: r.failed,
    validation: r.validation,
    overall: r.overall,
    requestedBy: r.requestedBy,
    createdAt: r.createdAt.toISOString(),
    finishedAt: r.finishedAt?.toISOString() ?? null,
  };
}

type StartCtx = ServiceContext & Pick<Services, "jobs"> & { request?: { origin: string } };

const itemIdsSchema = z
  .array(z.uuid())
  .min(1)
  .transform((ids) => [...new Set(ids)])
  .refine((ids) => ids.length <= BATCH_MAX_ITEMS, { message: `At most ${BATCH_MAX_ITEMS} items at a time` });

/**
 * Starts a batch operation (decision 048): checks the item list (1 to BATCH_MAX_ITEMS ids,
 * duplicates dropped; a bad list is a ValidationError under `itemIds`), asks the action's
 * `check` (a refusal records the operation with validation FAILED and every item failed, so
 * the progress card says so), inserts the operation and its items and queues the one job
 * that runs them — all in one transaction: the job exists only if the operation does.
 * Authorisation of the action is the caller's; each item is checked again when it runs.
 */
export async function startBatch<I extends Record<string, unknown>>(
  ctx: StartCtx,
  request: { action: BatchAction<I>; input: I; itemIds: readonly string[] },
): Promise<BatchOperationView> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  const { kind, action } = request.action;
  if (batchActionFor(kind, action) !== (request.action as unknown as BatchAction)) {
    throw new Error(`batch action ${kind}:${action} is not registered (defineBatchAction)`);
  }
  const { itemIds } = parseInput(z.object({ itemIds: itemIdsSchema }), { itemIds: request.itemIds });
  const refusal = (await request.action.check?.(ctx, request.input, itemIds)) ?? null;
  const row = await inTransaction(ctx.db, async (tx) => {
    const op = await insertOperation(tx, ctx.tenant, {
      kind,
      action,
      input: request.input,
      requestedBy: viewer.id,
      itemIds,
      validation: refusal ? "FAILED" : "SUCCEEDED",
      refusedWith: refusal ?? undefined,
      now: ctx.clock.now(),
    });
    if (!refusal) {
      await ctx.jobs.enqueue(
        tx,
        ctx.tenant,
        batchOperationJob,
        {
          operationId: op.id,
          requester: { id: viewer.id, roleType: viewer.roleType },
          origin: ctx.request?.origin ?? null,
        },
        { dedupeKey: op.id },
      );
    }
    return op;
  });
  return batchOperationView(row);
}

/** Who may follow an operation besides its requester: the organisation's team leads. */
const WATCHERS: readonly RoleType[] = ["Admin", "AdminCoach", "SubAdmin", "Staff"];

/** The operation, if the viewer may follow it (its requester, or a watcher role); else NotFound / Forbidden. */
export async function readableOperation(
  ctx: ServiceContext,
  id: string,
  kind?: BatchKind,
): Promise<BatchOperationRow> {
  const viewer = ctx.viewer;
  if (!viewer) throw new AuthenticationRequiredError();
  const op = await findOperation(ctx.db, ctx.tenant, id);
  if (!op || (kind && op.kind !== kind)) throw new NotFoundError("Batch operation");
  if (op.requestedBy !== viewer.id && !WATCHERS.includes(viewer.roleType)) throw new BatchForbiddenError();
  return op;
}

export async function batchOperation(ctx: ServiceContext, id: string): Promise<BatchOperationView> {
  return batchOperationView(await readableOperation(ctx, id));
}

/** The failed items of an operation with their reason codes (the card's details). */
export async function failedItemsOf(ctx: ServiceContext, operationId: string) {
  const items = await itemsOf(ctx.db, ctx.tenant, operationId);
  return items
    .filter((i) => i.status === "FAILED")
    .map((i) => ({ itemId: i.itemId, error: i.error ?? "INTERNAL" }));
}

/**
 * The subscription's stream: the operation's state when the subscriber joins (SNAPSHOT, so
 * that events before it are not missed), then each event until FINISHED. The subscription is
 * opened before the state is read: an event in between is heard (and its counts are newer).
 */
export async function* batchUpdates(
  ctx: ServiceContext & Pick<Services, "pubsub">,
  operationId: string,
  kind: BatchKind,
): AsyncGenerator<BatchUpdatedEvent> {
  const events = ctx.pubsub.subscribe("batch:updated", operationId);
  try {
    const op = await readableOperation(ctx, operationId, kind);
    yield batchEventOf(op, "SNAPSHOT", null, null);
    if (op.overall !== "RUNNING") return;
    for await (const event of events) {
      yield event;
      if (event.updateType === "FINISHED") return;
    }
  } finally {
    await events.return?.();
  }
}
