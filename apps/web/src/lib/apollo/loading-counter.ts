import { ApolloLink } from "@apollo/client";
import { defer, finalize } from "rxjs";
import type { LoadingCounter } from "./loading-store.ts";

export { createLoadingCounter, type LoadingCounter } from "./loading-store.ts";

/**
 * spec-1 §4, global loading: a counter rises when a mutation or a named long operation
 * starts and falls when it completes, fails or is abandoned; the shell shows a progress
 * bar while it is above zero. It sits outside the retry link: one operation counts once,
 * however many attempts it takes.
 */
export const NAMED_LOADING_OPERATIONS: ReadonlySet<string> = new Set([
  "CreateApplicant",
  "ConfirmAccount",
  "CreateForm",
  "PublishInFormBuilder",
]);

/** Mutations the browser makes on its own (the session keep-alive every 30 s): not the user's doing. */
export const QUIET_MUTATIONS: ReadonlySet<string> = new Set(["UpsertSession", "LogoutSession"]);

type OperationInfo = Pick<ApolloLink.Operation, "operationName" | "operationType">;

export function countsAsLoading({ operationName = "", operationType }: OperationInfo): boolean {
  if (NAMED_LOADING_OPERATIONS.has(operationName)) return true;
  return operationType === "mutation" && !QUIET_MUTATIONS.has(operationName);
}

export function createLoadingLink(counter: LoadingCounter): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (!countsAsLoading(operation)) return forward(operation);
    return defer(() => {
      const done = counter.start();
      return forward(operation).pipe(finalize(done));
    });
  });
}
