/**
 * The batch operations module's door (issue 17, decision 048): a module declares its batch
 * actions with `defineBatchAction` and starts one with `startBatch`; the job runs the items,
 * `applicationBatchOperationUpdated` (and `batchOperation`) report the progress.
 */
export { type BatchAction, type BatchActionContext, defineBatchAction } from "./batch-actions.ts";
export { BATCH_MAX_ITEMS } from "./batch-operations.errors.ts";
export { BatchOperationRef } from "./batch-operations.schema.ts";
export { type BatchOperationView, startBatch } from "./batch-operations.service.ts";
export type { BatchKind, BatchOverall } from "./batch-operations.tables.ts";
