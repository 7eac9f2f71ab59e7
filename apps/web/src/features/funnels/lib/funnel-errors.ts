import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { IntlShape } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

const REASONS = [
  "SLUG_TAKEN",
  "FUNNEL_HAS_APPLICATIONS",
  "FUNNEL_TYPE_LOCKED",
  "ROUND_FIXED",
  "ROUND_IN_USE",
  "TOO_MANY_ROUNDS",
  "ROUND_EMAIL_EXISTS",
] as const;
const TEMPLATE_CODES = ["TEMPLATE_SYNTAX", "TEMPLATE_TAG", "TEMPLATE_VARIABLE", "TEMPLATE_TOO_LONG"];

export type FunnelFailure = { message: string; fields: Record<string, string> };

/**
 * What a refused funnel change tells the editor, in the user's language: a conflict by its
 * reason, the plan's limit, and per-field messages (a template's problem by its code).
 */
export function funnelFailure(error: unknown, intl: IntlShape, publishing = false): FunnelFailure {
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const failure = readApiFailure(error, intl);
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(failure.fields))
    fields[path] = TEMPLATE_CODES.includes(message)
      ? say(`funnels.template.${message}` as MessageId)
      : message;
  if (CombinedGraphQLErrors.is(error)) {
    const extensions = (error.errors[0]?.extensions ?? {}) as Record<string, unknown>;
    const reason = extensions.reason;
    if (typeof reason === "string" && (REASONS as readonly string[]).includes(reason))
      return { message: say(`funnels.error.${reason}` as MessageId), fields };
    if (extensions.name === "LimitReachedError")
      return {
        message: say("funnels.error.limit", {
          max: Number(extensions.max ?? 0),
          current: Number(extensions.current ?? 0),
        }),
        fields,
      };
    const paths = Object.keys(fields);
    if (
      extensions.name === "ValidationError" &&
      (paths.some((p) => p.startsWith("rounds.")) || (publishing && paths.includes("intakeFormId")))
    )
      return { message: say("funnels.error.publish"), fields };
  }
  const first = Object.values(fields)[0];
  return { message: first ?? failure.message, fields };
}
