import { CombinedGraphQLErrors } from "@apollo/client/errors";

/**
 * What a refused request tells the page (docs/api.md): the error's name, its message and,
 * for a ValidationError, the message of each input path ("weeklyHours.2.endMinute").
 */
export type ApiFailure = {
  name: string | null;
  message: string;
  fields: Readonly<Record<string, string>>;
};

export function readApiFailure(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = error.errors[0]?.extensions ?? {};
    return {
      name: typeof extensions.name === "string" ? extensions.name : null,
      message: error.errors.map((entry) => entry.message).join(". "),
      fields: isStringRecord(extensions.fields) ? extensions.fields : {},
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
