import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { IntlShape } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

export type ProgramFailure = { message: string; fields: Record<string, string> };

/** The server's own rules (code INVALID) by field, said in the user's language. */
const RULES: Record<string, MessageId> = {
  endsOn: "programs.error.dates",
  adminId: "programs.error.admin",
  name: "programs.error.nameTaken",
};

/**
 * What a refused programme change tells the drawer, in the user's language: the plan's limit
 * ("Your plan allows 10 programmes; you have 10."), per-field messages, or the server's message.
 */
export function programFailure(error: unknown, intl: IntlShape): ProgramFailure {
  const failure = readApiFailure(error, intl);
  const fields: Record<string, string> = { ...failure.fields };
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = (error.errors[0]?.extensions ?? {}) as Record<string, unknown>;
    if (extensions.name === "LimitReachedError") {
      const values = { max: Number(extensions.max ?? 0), current: Number(extensions.current ?? 0) };
      return { message: intl.formatMessage({ id: "programs.error.limit" }, values), fields };
    }
    const coded = Array.isArray(extensions.fieldErrors) ? extensions.fieldErrors : [];
    for (const entry of coded as { path?: string; code?: string }[]) {
      const rule = entry.path ? RULES[entry.path] : undefined;
      if (rule && entry.code === "INVALID" && entry.path)
        fields[entry.path] = intl.formatMessage({ id: rule });
    }
    if (extensions.name === "NotFoundError") {
      return { message: intl.formatMessage({ id: "programs.error.notFound" }), fields };
    }
  }
  return { message: Object.values(fields)[0] ?? failure.message, fields };
}
