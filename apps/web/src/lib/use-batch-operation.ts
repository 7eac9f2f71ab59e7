import type { TypedDocumentNode } from "@apollo/client";
import { useSubscription } from "@apollo/client/react";
import { useRef, useState } from "react";

/** A batch operation's counts and state (spec-1 §4, spec-2 §4), as the progress card shows them. */
export type BatchProgress = {
  id: string;
  total: number;
  succeeded: number;
  failed: number;
  validation: "SUCCEEDED" | "FAILED";
  overall: "RUNNING" | "SUCCEEDED" | "PARTIALLY_SUCCEEDED" | "FAILED";
};

/** One update of a kind's subscription (applicationBatchOperationUpdated, startup…, user…). */
export type BatchUpdate = Omit<BatchProgress, "id"> & { operationId: string };

type Options<TData, TInput> = {
  /** Starts the batch (the feature's mutation): the operation, or null when the server answered nothing. */
  start: (input: TInput) => Promise<BatchProgress | null>;
  /** The kind's subscription, with its one variable `operationId`. */
  subscription: TypedDocumentNode<TData, { operationId: string }>;
  /** The update inside the subscription's data. */
  updateOf: (data: TData) => BatchUpdate | null | undefined;
  /** Runs once when the batch ends (the list is read again). */
  onEnded: () => void;
};

/**
 * Starts a batch action and follows it through its kind's subscription until it ends (the
 * server sends a snapshot first: nothing is missed between the start and the subscription).
 * Show `progress` with BatchProgressCard and `close` as its onClose.
 */
export function useBatchOperation<TData, TInput>({
  start,
  subscription,
  updateOf,
  onEnded,
}: Options<TData, TInput>) {
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const running = progress !== null && progress.validation === "SUCCEEDED" && progress.overall === "RUNNING";

  useSubscription(subscription, {
    variables: { operationId: progress?.id ?? "" },
    skip: !running,
    onData: ({ data }) => {
      const update = data.data ? updateOf(data.data as TData) : null;
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

  const begin = async (input: TInput): Promise<BatchProgress | null> => {
    const operation = await start(input);
    if (operation) {
      setProgress(operation);
      if (operation.overall !== "RUNNING") ended.current();
    }
    return operation;
  };

  return { progress, start: begin, close: () => setProgress(null) };
}
