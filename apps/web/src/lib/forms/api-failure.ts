import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { IntlShape } from "react-intl";
import { type FieldLabels, sayFieldErrors } from "./field-errors.ts";

// Said without Apollo (field-errors.ts), for the public pages' forms (decision 022).
export {
  type FieldLabels,
  leafPaths,
  sayFieldError,
  sayFieldErrors,
  splitFieldErrors,
} from "./field-errors.ts";

/**
 * What a refused request tells a form (docs/api.md): the error's name, its message and,
 * for a ValidationError, the message of each input path ("customLogin.url").
 *
 * With the page's `intl`, the messages are the user's language: each field's code
 * (`extensions.fieldErrors`: REQUIRED, TOO_LONG {max}, INVALID_EMAIL, …) is said here, in
 * the one place the web app turns codes into words, never the server's English. A field
 * with the code INVALID (a rule the server explains in its own words) keeps its message.
 */
export type ApiFailure = {
  name: string | null;
  message: string;
  fields: Readonly<Record<string, string>>;
};

export function readApiFailure(error: unknown, intl?: IntlShape, labelOf?: FieldLabels): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = error.errors[0]?.extensions ?? {};
    const name = typeof extensions.name === "string" ? extensions.name : null;
    const fields = isStringRecord(extensions.fields) ? { ...extensions.fields } : {};
    if (intl) Object.assign(fields, sayFieldErrors(intl, extensions.fieldErrors, labelOf));
    const first = Object.values(fields)[0];
    return {
      name,
      message:
        intl && name === "ValidationError" && first
          ? first
          : error.errors.map((entry) => entry.message).join(". "),
      fields,
    };
  }
  return { name: null, message: error instanceof Error ? error.message : String(error), fields: {} };
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return (
    typeof value === "object" &&
    value !== null &&
    Object.values(value).every((entry) => typeof entry === "string")
  );
}
