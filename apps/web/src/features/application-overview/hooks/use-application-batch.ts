import { useMutation } from "@apollo/client/react";
import type { StartApplicationBatchInput } from "../../../gql/graphql.ts";
import { type BatchProgress, useBatchOperation } from "../../../lib/use-batch-operation.ts";
import { ApplicationBatchUpdatedSubscription } from "../api/batch-updated.subscription.ts";
import { StartApplicationBatchMutation } from "../api/start-application-batch.mutation.ts";

export type { BatchProgress };

/**
 * Starts an application batch action and follows it through applicationBatchOperationUpdated
 * until it ends (lib/use-batch-operation.ts). Shown with BatchProgressCard kind "applications".
 */
export function useApplicationBatch(onEnded: () => void) {
  const [mutate, { loading }] = useMutation(StartApplicationBatchMutation);
  const batch = useBatchOperation({
    start: async (input: StartApplicationBatchInput) =>
      (await mutate({ variables: { input } })).data?.startApplicationBatch ?? null,
    subscription: ApplicationBatchUpdatedSubscription,
    updateOf: (data) => data.applicationBatchOperationUpdated,
    onEnded,
  });
  return { ...batch, starting: loading };
}
