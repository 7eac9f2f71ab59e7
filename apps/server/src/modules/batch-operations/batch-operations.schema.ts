import { builder } from "../../graphql/builder.ts";
import type { BatchUpdatedEvent } from "../../graphql/pubsub.ts";
import {
  type BatchOperationView,
  batchOperation,
  batchUpdates,
  failedItemsOf,
} from "./batch-operations.service.ts";

/**
 * Batch operations in GraphQL (spec-1 §3, §4, §7; decision 048): the operation, the query to
 * catch up, and the per-kind subscriptions (applicationBatchOperationUpdated; the startups'
 * and users' come with their batch actions).
 */
const iso = { description: "ISO 8601" } as const;

export const BatchKindRef = builder.enumType("BatchKind", {
  values: ["application", "startup", "user"] as const,
});
export const BatchValidationRef = builder.enumType("BatchValidation", {
  values: ["SUCCEEDED", "FAILED"] as const,
});
export const BatchOverallRef = builder.enumType("BatchOverall", {
  values: ["RUNNING", "SUCCEEDED", "PARTIALLY_SUCCEEDED", "FAILED"] as const,
});
const BatchUpdateTypeRef = builder.enumType("BatchUpdateType", {
  description: "SNAPSHOT: the state when the subscriber joined; then STARTED, one ITEM_* per item, FINISHED",
  values: ["SNAPSHOT", "STARTED", "ITEM_SUCCEEDED", "ITEM_FAILED", "FINISHED"] as const,
});

const FailedItemRef = builder.objectRef<{ itemId: string; error: string }>("BatchFailedItem").implement({
  fields: (t) => ({
    itemId: t.exposeID("itemId"),
    error: t.exposeString("error", {
      description: "The reason code (ILLEGAL_TRANSITION, FORBIDDEN, NOT_FOUND …)",
    }),
  }),
});

export const BatchOperationRef = builder.objectRef<BatchOperationView>("BatchOperation").implement({
  description: "One action on many items, run as a job (decision 048)",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: BatchKindRef, resolve: (o) => o.kind }),
    action: t.exposeString("action"),
    total: t.exposeInt("total"),
    succeeded: t.exposeInt("succeeded"),
    failed: t.exposeInt("failed"),
    validation: t.field({ type: BatchValidationRef, resolve: (o) => o.validation }),
    overall: t.field({ type: BatchOverallRef, resolve: (o) => o.overall }),
    createdAt: t.exposeString("createdAt", iso),
    finishedAt: t.exposeString("finishedAt", { nullable: true, ...iso }),
    failedItems: t.field({
      type: [FailedItemRef],
      description: "The items that failed, with their reason codes",
      resolve: (o, _a, ctx) => (o.failed === 0 ? [] : failedItemsOf(ctx, o.id)),
    }),
  }),
});

/** The update of one kind's subscription: its item id field is named after the kind (spec-1 §7, spec-2 §7). */
function batchUpdateRef(name: string, itemField: "applicationId" | "startupId" | "userId", noun: string) {
  return builder.objectRef<BatchUpdatedEvent>(name).implement({
    description: `The update and the operation's counts after it (${noun} batch operations)`,
    fields: (t) => ({
      operationId: t.exposeID("operationId"),
      updateType: t.field({ type: BatchUpdateTypeRef, resolve: (e) => e.updateType }),
      [itemField]: t.exposeID("itemId", { nullable: true, description: `The ${noun} of an ITEM_* update` }),
      error: t.exposeString("error", { nullable: true, description: "An ITEM_FAILED update's reason code" }),
      total: t.exposeInt("total"),
      succeeded: t.exposeInt("succeeded"),
      failed: t.exposeInt("failed"),
      validation: t.field({ type: BatchValidationRef, resolve: (e) => e.validation }),
      overall: t.field({ type: BatchOverallRef, resolve: (e) => e.overall }),
    }),
  });
}

const SUBSCRIPTIONS = [
  {
    field: "applicationBatchOperationUpdated",
    type: "ApplicationBatchOperationUpdate",
    kind: "application",
    item: "applicationId",
  },
  {
    field: "startupBatchOperationUpdated",
    type: "StartupBatchOperationUpdate",
    kind: "startup",
    item: "startupId",
  },
  { field: "userBatchOperationUpdated", type: "UserBatchOperationUpdate", kind: "user", item: "userId" },
] as const;

for (const { field, type, kind, item } of SUBSCRIPTIONS) {
  const ref = batchUpdateRef(type, item, kind);
  builder.subscriptionField(field, (t) =>
    t.field({
      type: ref,
      description: `Progress of a ${kind} batch operation: a SNAPSHOT first, then each item, then FINISHED`,
      authScopes: { authenticated: true },
      args: { operationId: t.arg.id({ required: true }) },
      subscribe: (_r, { operationId }, ctx) => batchUpdates(ctx, String(operationId), kind),
      resolve: (event) => event,
    }),
  );
}

builder.queryField("batchOperation", (t) =>
  t.field({
    type: BatchOperationRef,
    description:
      "A batch operation, for its requester or the organisation's team (catching up after a reconnect)",
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, { id }, ctx) => batchOperation(ctx, String(id)),
  }),
);
