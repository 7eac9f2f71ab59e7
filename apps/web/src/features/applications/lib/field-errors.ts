import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { type Refusal, refusalOf } from "./apply-errors.ts";

/** An Apollo failure as a refusal (reason codes of applying.errors.ts). */
export function refusalOfApollo(error: unknown): Refusal {
  if (CombinedGraphQLErrors.is(error))
    return refusalOf(error.errors as Parameters<typeof refusalOf>[0], error.message);
  return refusalOf(undefined, error instanceof Error ? error.message : String(error));
}
