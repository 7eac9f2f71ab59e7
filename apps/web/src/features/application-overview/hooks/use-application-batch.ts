import { useMutation, useSubscription } from "@apollo/client/react";
import { useRef, useState } from "react";
import type { StartApplicationBatchInput } from "../../../gql/graphql.ts";
import { ApplicationBatchUpdatedSubscription } from "../api/batch-updated.subscription.ts";
import { StartApplicationBatchMutation } from "../api/start-application-batch.mutation.ts";

export type BatchProgress = {
  id: string;
  total: number;
  succeeded: number;
  failed: number;
  validation: "SUCCEEDED" | "FAILED";
  overall: "RUNNING" | "SUCCEEDED" | "PARTIALLY_SUCCEEDED" | "FAILED";
};

/**
 * Starts a batch action and follows it through applicationBatchOperationUpdated until it
 * ends (the server sends a snapshot first: nothing is missed between the start and the
 * subscription). `onEnded` runs once when it ends (the list is read again).
 */
export function useApplicationBatch(onEnded: () => void) {
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [mutate, { loading }] = useMutation(StartApplicationBatchMutation);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const running = progress !== null && progress.validation === "SUCCEEDED" && progress.overall === "RUNNING";

  useSubscription(ApplicationBatchUpdatedSubscription, {
    variables: { operationId: progress?.id ?? "" },
    skip: !running,
    onData: ({ data }) => {
      const update = data.data?.applicationBatchOperationUpdated;
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

  const start = async (input: StartApplicationBatchInput): Promise<BatchProgress | null> => {
    const result = await mutate({ variables: { input } });
    const operation = result.data?.startApplicationBatch ?? null;
    if (operation) {
      setProgress(operation);
      if (operation.overall !== "RUNNING") ended.current();
    }
    return operation;
  };

  return { progress, starting: loading, start, close: () => setProgress(null) };
}
