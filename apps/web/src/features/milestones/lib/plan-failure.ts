import type { IntlShape } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";

export type PlanFailure = { message: string; fields: Record<string, string> };

/** What a refused milestones change tells the screen, in the user's language. */
export function planFailure(error: unknown, intl: IntlShape): PlanFailure {
  const failure = readApiFailure(error, intl);
  const say = (id: "milestones.error.notFound" | "milestones.error.forbidden" | "milestones.error.off") =>
    intl.formatMessage({ id });
  const reason = reasonOf(error);
  if (reason === "FEATURE_OFF") return { message: say("milestones.error.off"), fields: {} };
  if (failure.name === "NotFoundError") return { message: say("milestones.error.notFound"), fields: {} };
  if (failure.name === "ForbiddenError") return { message: say("milestones.error.forbidden"), fields: {} };
  return { message: failure.message, fields: { ...failure.fields } };
}

function reasonOf(error: unknown): unknown {
  const errors = (error as { errors?: { extensions?: Record<string, unknown> }[] } | null)?.errors;
  return errors?.[0]?.extensions?.reason;
}
