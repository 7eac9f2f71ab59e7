import { useMutation, useSubscription } from "@apollo/client/react";
import { useRef, useState } from "react";
import type { StartUserBatchInput } from "../../../gql/graphql.ts";
import { StartUserBatchMutation } from "../api/start-user-batch.mutation.ts";
import { UserBatchUpdatedSubscription } from "../api/user-batch-updated.subscription.ts";

export type UserBatchProgress = {
  id: string;
  total: number;
  succeeded: number;
  failed: number;
  validation: "SUCCEEDED" | "FAILED";
  overall: "RUNNING" | "SUCCEEDED" | "PARTIALLY_SUCCEEDED" | "FAILED";
};

/**
 * Starts a user batch action and follows it through userBatchOperationUpdated until it ends
 * (a snapshot comes first: nothing is missed between the start and the subscription).
 * `onEnded` runs once when it ends (the list is read again). Shown with BatchProgressCard "users".
 */
export function useUserBatch(onEnded: () => void) {
  const [progress, setProgress] = useState<UserBatchProgress | null>(null);
  const [mutate, { loading }] = useMutation(StartUserBatchMutation);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const running = progress !== null && progress.validation === "SUCCEEDED" && progress.overall === "RUNNING";

  useSubscription(UserBatchUpdatedSubscription, {
    variables: { operationId: progress?.id ?? "" },
    skip: !running,
    onData: ({ data }) => {
      const update = data.data?.userBatchOperationUpdated;
      if (!update) return;
      setProgress((current) =>
        current && current.id === update.operationId
          ? {
              ...current,
              total: update.total,
              succeeded: update.succeeded,
              failed: update.failed,
              validation: update.validation,
              overall: update.overall,
            }
          : current,
      );
      if (update.overall !== "RUNNING") ended.current();
    },
  });

  const start = async (input: StartUserBatchInput): Promise<UserBatchProgress | null> => {
    const result = await mutate({ variables: { input } });
    const operation = result.data?.startUserBatch ?? null;
    if (operation) {
      setProgress(operation);
      if (operation.overall !== "RUNNING") ended.current();
    }
    return operation;
  };

  return { progress, starting: loading, start, close: () => setProgress(null) };
}
