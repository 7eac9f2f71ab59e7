import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { type FieldError, isFieldErrorCode } from "@launchpad/domain";
import { type Refusal, refusalOf } from "./apply-errors.ts";

/** A refused save's per-question errors (`extensions.fieldErrors`), for the renderer; null when not about answers. */
export function answerErrorsOf(error: unknown): FieldError[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const raw = error.errors[0]?.extensions?.fieldErrors;
  if (!Array.isArray(raw)) return null;
  const errors: FieldError[] = [];
  for (const entry of raw) {
    if (typeof entry !== "object" || entry === null) continue;
    const { path, code, params } = entry as Record<string, unknown>;
    if (typeof path !== "string" || !isFieldErrorCode(code)) continue;
    const clean: Record<string, string | number> = {};
    if (typeof params === "object" && params !== null)
      for (const [key, value] of Object.entries(params))
        if (typeof value === "string" || typeof value === "number") clean[key] = value;
    errors.push({ path: path.replace(/^answers\./, ""), code, params: clean });
  }
  return errors.length > 0 ? errors : null;
}

/** An Apollo failure as a refusal (reason codes of applying.errors.ts). */
export function refusalOfApollo(error: unknown): Refusal {
  if (CombinedGraphQLErrors.is(error))
    return refusalOf(error.errors as Parameters<typeof refusalOf>[0], error.message);
  return refusalOf(undefined, error instanceof Error ? error.message : String(error));
}
