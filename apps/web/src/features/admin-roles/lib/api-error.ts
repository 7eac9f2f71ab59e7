import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { IntlShape } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";

/**
 * What a failed call tells the page (docs/api.md): the error's name, its message, the
 * ForbiddenError reason ("PLAN" for a feature outside the plan) and, for a
 * ValidationError, the message of each field.
 */
export type ApiError = {
  name: string | null;
  message: string;
  reason: string | null;
  fields: Readonly<Record<string, string>>;
};

/** With `intl`, field messages in the user's language (lib/forms/api-failure.ts says the codes). */
export function readApiError(error: unknown, intl?: IntlShape): ApiError {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const extensions = first?.extensions ?? {};
    const said = intl ? readApiFailure(error, intl) : null;
    return {
      name: typeof extensions.name === "string" ? extensions.name : null,
      message: said?.message ?? error.errors.map((e) => e.message).join(". "),
      reason: typeof extensions.reason === "string" ? extensions.reason : null,
      fields: said?.fields ?? (isStringRecord(extensions.fields) ? extensions.fields : {}),
    };
  }
  return {
    name: null,
    message: error instanceof Error ? error.message : String(error),
    reason: null,
    fields: {},
  };
}

/** The server refused because the plan lacks the feature. */
export const isPlanError = (error: ApiError): boolean =>
  error.name === "ForbiddenError" && error.reason === "PLAN";

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === "string")
  );
}

/**
 * A ValidationError's field messages sorted into the form's own fields (a path may come
 * with the input's name first: "input.label") and the rest, to show above the buttons.
 */
export function splitFieldErrors(
  fields: Readonly<Record<string, string>>,
  formFields: readonly string[],
): { own: Record<string, string>; other: string[] } {
  const own: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = path.replace(/^input\./, "");
    if (formFields.includes(field)) own[field] = message;
    else other.push(message);
  }
  return { own, other };
}
