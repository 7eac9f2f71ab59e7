import { useMutation, useSubscription } from "@apollo/client/react";
import { useRef, useState } from "react";
import type { StartStartupBatchInput } from "../../../gql/graphql.ts";
import { StartStartupBatchMutation } from "../api/start-startup-batch.mutation.ts";
import { StartupBatchUpdatedSubscription } from "../api/startup-batch-updated.subscription.ts";

export type StartupBatchProgress = {
  id: string;
  total: number;
  succeeded: number;
  failed: number;
  validation: "SUCCEEDED" | "FAILED";
  overall: "RUNNING" | "SUCCEEDED" | "PARTIALLY_SUCCEEDED" | "FAILED";
};

export type { StartStartupBatchInput };

/**
 * Starts a startup batch action and follows it through startupBatchOperationUpdated until it
 * ends (the server sends a snapshot first: nothing is missed between the start and the
 * subscription). `onEnded` runs once when it ends (the list is read again). Show `progress`
 * with BatchProgressCard kind "startups" and `close` as its onClose.
 */
export function useStartupBatch(onEnded: () => void) {
  const [progress, setProgress] = useState<StartupBatchProgress | null>(null);
  const [mutate, { loading }] = useMutation(StartStartupBatchMutation);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const running = progress !== null && progress.validation === "SUCCEEDED" && progress.overall === "RUNNING";

  useSubscription(StartupBatchUpdatedSubscription, {
    variables: { operationId: progress?.id ?? "" },
    skip: !running,
    onData: ({ data }) => {
      const update = data.data?.startupBatchOperationUpdated;
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

  /** Starts the batch; the operation, or null when the server answered nothing (errors throw). */
  const start = async (input: StartStartupBatchInput): Promise<StartupBatchProgress | null> => {
    const result = await mutate({ variables: { input } });
    const operation = result.data?.startStartupBatch ?? null;
    if (operation) {
      setProgress(operation);
      if (operation.overall !== "RUNNING") ended.current();
    }
    return operation;
  };

  return { progress, starting: loading, start, close: () => setProgress(null) };
}
