import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { type FieldError, isFieldErrorCode } from "@launchpad/domain";

/**
 * A refused submit's field errors as codes (`extensions.fieldErrors` of a ValidationError),
 * for the renderer to say under each question; null when the refusal is not about fields.
 */
export function fieldErrorsOfFailure(error: unknown): FieldError[] | null {
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
