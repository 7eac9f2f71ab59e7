import type { IntlShape } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";

/**
 * What a refused creation tells the form (spec-1 §5, §8): the plan's limit in the spec's
 * words (in the user's language), a bad name beside the field, anything else in an alert
 * with the error's name.
 */
export function creationFailure(error: unknown, intl: IntlShape): { alert?: string; name?: string } {
  const failure = readApiFailure(error, intl);
  if (failure.name === "LimitReachedError")
    return { alert: intl.formatMessage({ id: "startupFile.create.limit" }) };
  if (failure.name === "ValidationError" && failure.fields.name) return { name: failure.fields.name };
  if (failure.name === "ConflictError")
    return { alert: intl.formatMessage({ id: "startupFile.create.conflict" }) };
  return {
    alert: intl.formatMessage({ id: "startupFile.create.failed" }, { name: failure.name ?? failure.message }),
  };
}
