import type { ApplyInput, ApplyToFunnelMutation as ApplyResult } from "../../../gql/graphql.ts";
import {
  fetchTransport,
  PublicQueryError,
  type Transport,
} from "../../../lib/public-graphql/public-client.ts";
import { ApplyToFunnelMutation } from "../api/apply-to-funnel.mutation.ts";
import { type Refusal, refusalOf } from "./apply-errors.ts";

export type ApplyOutcome =
  | { ok: true; applied: ApplyResult["applyToFunnel"] }
  | { ok: false; refusal: Refusal };

/**
 * applyToFunnel from the public page, which has no Apollo (decision 022): one POST, never
 * retried (a second account must not be made by a retry), its refusal read whole.
 */
export async function applyRequest(
  input: ApplyInput,
  transport: Transport = fetchTransport,
): Promise<ApplyOutcome> {
  try {
    const answer = await transport(ApplyToFunnelMutation, { input });
    const applied = (answer.data as ApplyResult | null | undefined)?.applyToFunnel;
    if (answer.errors?.length || !applied)
      return { ok: false, refusal: refusalOf(answer.errors as Parameters<typeof refusalOf>[0]) };
    return { ok: true, applied };
  } catch (error) {
    if (error instanceof PublicQueryError)
      return {
        ok: false,
        refusal: refusalOf(error.errors as Parameters<typeof refusalOf>[0], error.message),
      };
    return { ok: false, refusal: refusalOf(undefined, String(error)) };
  }
}
