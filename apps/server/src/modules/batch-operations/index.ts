/** The batch operations module's door (issue 17): start a batch, record its items, hear its progress. */
export type { BatchKind, BatchOverall } from "./batch-operations.tables.ts";
