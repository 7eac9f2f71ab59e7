import { useMutation } from "@apollo/client/react";
import type { StartUserBatchInput } from "../../../gql/graphql.ts";
import { type BatchProgress, useBatchOperation } from "../../../lib/use-batch-operation.ts";
import { StartUserBatchMutation } from "../api/start-user-batch.mutation.ts";
import { UserBatchUpdatedSubscription } from "../api/user-batch-updated.subscription.ts";

export type UserBatchProgress = BatchProgress;

/**
 * Starts a user batch action and follows it through userBatchOperationUpdated until it ends
 * (lib/use-batch-operation.ts). Shown with BatchProgressCard kind "users".
 */
export function useUserBatch(onEnded: () => void) {
  const [mutate, { loading }] = useMutation(StartUserBatchMutation);
  const batch = useBatchOperation({
    start: async (input: StartUserBatchInput) =>
      (await mutate({ variables: { input } })).data?.startUserBatch ?? null,
    subscription: UserBatchUpdatedSubscription,
    updateOf: (data) => data.userBatchOperationUpdated,
    onEnded,
  });
  return { ...batch, starting: loading };
}
