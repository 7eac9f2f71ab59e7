import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { IntlShape } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";

/** The server's reasons this feature says in its own words (docs/startup-documents.md). */
const REASONS = {
  NAME_TAKEN: "startupDocuments.error.nameTaken",
  UNKNOWN_FOLDER: "startupDocuments.error.unknownFolder",
} as const;

/**
 * What a refused change says beside a dialog's field (`field`: "name", "folderId"…) or
 * above it: a reason of this feature, else the field's message in the user's language,
 * else the error's.
 */
export function refusalOf(intl: IntlShape, error: unknown): { field: string | null; message: string } {
  if (CombinedGraphQLErrors.is(error)) {
    const entries = error.errors[0]?.extensions?.fieldErrors;
    for (const entry of Array.isArray(entries) ? entries : []) {
      const reason = (entry as { params?: { reason?: string } }).params?.reason;
      if (reason && reason in REASONS)
        return {
          field: String((entry as { path: string }).path),
          message: intl.formatMessage({ id: REASONS[reason as keyof typeof REASONS] }),
        };
    }
  }
  const failure = readApiFailure(error, intl);
  const [field, message] = Object.entries(failure.fields)[0] ?? [null, failure.message];
  return { field: field === "input" ? null : field, message };
}
