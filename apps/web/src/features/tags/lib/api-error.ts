import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { IntlShape } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";

/**
 * A refused save in the user's language: a name already taken in the list (ConflictError,
 * reason NAME_TAKEN) gets the page's own words; field codes (REQUIRED, TOO_LONG,
 * INVALID_COLOR) are said by lib/forms; anything else keeps the server's message.
 */
export function saveFailure(
  error: unknown,
  intl: IntlShape,
  name: string,
): { fields: Record<string, string> } | { message: string } {
  if (CombinedGraphQLErrors.is(error) && error.errors[0]?.extensions?.reason === "NAME_TAKEN") {
    return { fields: { name: intl.formatMessage({ id: "tags.error.nameTaken" }, { name: name.trim() }) } };
  }
  const failure = readApiFailure(error, intl);
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(failure.fields))
    fields[path.replace(/^input\./, "")] = message;
  return Object.keys(fields).length > 0 ? { fields } : { message: failure.message };
}
