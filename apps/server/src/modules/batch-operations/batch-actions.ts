import type { Viewer } from "../../graphql/context.ts";
import type { ServiceContext } from "../../service-context.ts";
import type { JobContext } from "../jobs/index.ts";
import type { BatchKind } from "./batch-operations.tables.ts";

/**
 * What a batch action's `run` receives for one item: the job's context (tenant database,
 * clock, mailer, pub/sub, jobs, log) with the requester as the viewer, so that the module's
 * own rules (who may decide this application) apply per item as they would in a request.
 * A new object per item: per-request caches keyed by the context start empty each time.
 */
export type BatchActionContext = JobContext & {
  viewer: Viewer;
  /** The address the batch was requested from (links in e-mails), when it came from a request. */
  request?: { origin: string };
};

/**
 * One action a module offers in batches (decision 048). `run` does one item in the
 * transaction the job opens for it (its writes and the item's outcome commit together) and
 * throws to fail the item: the error's reason (`extensions.reason`) or code is recorded.
 * `check` may refuse the whole batch before any item runs (validation FAILED), returning a
 * reason code; null lets it start.
 */
export type BatchAction<I extends Record<string, unknown> = Record<string, unknown>> = {
  kind: BatchKind;
  /** lower_snake_case, unique within its kind: "reject", "move_round" … */
  action: string;
  check?: (ctx: ServiceContext, input: I, itemIds: readonly string[]) => Promise<string | null>;
  run: (ctx: BatchActionContext, itemId: string, input: I) => Promise<void>;
};

const registry = new Map<string, BatchAction>();
const keyOf = (kind: BatchKind, action: string) => `${kind}:${action}`;

/**
 * Declares a batch action; its module imports the file (module.ts or its schema), so that the
 * job finds the action by kind and name even after a restart.
 */
export function defineBatchAction<I extends Record<string, unknown>>(
  definition: BatchAction<I>,
): BatchAction<I> {
  if (!/^[a-z][a-z_]*$/.test(definition.action))
    throw new Error(`a batch action is lower_snake_case: ${definition.action}`);
  const key = keyOf(definition.kind, definition.action);
  const known = registry.get(key);
  if (known && known !== (definition as unknown as BatchAction))
    throw new Error(`batch action ${key} defined twice`);
  registry.set(key, definition as unknown as BatchAction);
  return definition;
}

/** The registered action of this kind and name, if any. */
export function batchActionFor(kind: BatchKind, action: string): BatchAction | undefined {
  return registry.get(keyOf(kind, action));
}
