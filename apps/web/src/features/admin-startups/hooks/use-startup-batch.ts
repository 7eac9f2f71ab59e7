import { useMutation } from "@apollo/client/react";
import type { StartStartupBatchInput } from "../../../gql/graphql.ts";
import { type BatchProgress, useBatchOperation } from "../../../lib/use-batch-operation.ts";
import { StartStartupBatchMutation } from "../api/start-startup-batch.mutation.ts";
import { StartupBatchUpdatedSubscription } from "../api/startup-batch-updated.subscription.ts";

export type StartupBatchProgress = BatchProgress;
export type { StartStartupBatchInput };

/**
 * Starts a startup batch action and follows it through startupBatchOperationUpdated until it
 * ends (lib/use-batch-operation.ts). Show `progress` with BatchProgressCard kind "startups".
 */
export function useStartupBatch(onEnded: () => void) {
  const [mutate, { loading }] = useMutation(StartStartupBatchMutation);
  const batch = useBatchOperation({
    start: async (input: StartStartupBatchInput) =>
      (await mutate({ variables: { input } })).data?.startStartupBatch ?? null,
    subscription: StartupBatchUpdatedSubscription,
    updateOf: (data) => data.startupBatchOperationUpdated,
    onEnded,
  });
  return { ...batch, starting: loading };
}
