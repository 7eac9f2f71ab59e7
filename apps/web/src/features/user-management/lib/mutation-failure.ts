import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { IntlShape } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";

/**
 * What went wrong with a call, as this area shows it (admin-api.md, errors): field messages
 * beside their fields, a plan limit with its numbers, a rule of the organisation (the last
 * admin) with the server's words, and the rest in one alert.
 */
export type MutationFailure =
  | { kind: "validation"; fields: Record<string, string>; message: string }
  | { kind: "limit"; limit: string | null; max: number | null; current: number | null; message: string }
  | { kind: "conflict"; message: string }
  | { kind: "plan" }
  | { kind: "forbidden" }
  | { kind: "notFound" }
  | { kind: "other"; message: string };

const numberOrNull = (value: unknown): number | null => (typeof value === "number" ? value : null);

/** With `intl`, a ValidationError's field messages in the user's language (lib/forms/api-failure.ts). */
export function mutationFailure(error: unknown, intl?: IntlShape): MutationFailure {
  if (!CombinedGraphQLErrors.is(error) || error.errors.length === 0) {
    return { kind: "other", message: error instanceof Error ? error.message : String(error) };
  }
  const [first] = error.errors;
  const extensions = first?.extensions ?? {};
  const message = first?.message ?? "";
  switch (extensions.name) {
    case "ValidationError": {
      const raw = extensions.fields;
      const fields: Record<string, string> = {};
      if (raw && typeof raw === "object") {
        for (const [path, text] of Object.entries(raw)) if (typeof text === "string") fields[path] = text;
      }
      if (intl) {
        const said = readApiFailure(error, intl);
        return { kind: "validation", fields: { ...fields, ...said.fields }, message: said.message };
      }
      return { kind: "validation", fields, message };
    }
    case "LimitReachedError":
      return {
        kind: "limit",
        limit: typeof extensions.limit === "string" ? extensions.limit : null,
        max: numberOrNull(extensions.max),
        current: numberOrNull(extensions.current),
        message,
      };
    case "ConflictError":
      return { kind: "conflict", message };
    case "ForbiddenError":
      return extensions.reason === "PLAN" ? { kind: "plan" } : { kind: "forbidden" };
    case "NotFoundError":
      return { kind: "notFound" };
    default:
      return { kind: "other", message: error.errors.map((e) => e.message).join(". ") };
  }
}

/**
 * The message of one input field, whatever path the server names it by
 * (`email`, `input.email`); null when the server said nothing about it.
 */
export function fieldMessage(failure: MutationFailure | null, field: string): string | null {
  if (failure?.kind !== "validation") return null;
  for (const [path, message] of Object.entries(failure.fields)) {
    if (path === field || path.endsWith(`.${field}`)) return message;
  }
  return null;
}

/** The field messages that no field of the form shows, for the alert. */
export function otherFieldMessages(failure: MutationFailure | null, shown: readonly string[]): string[] {
  if (failure?.kind !== "validation") return [];
  return Object.entries(failure.fields)
    .filter(([path]) => !shown.some((field) => path === field || path.endsWith(`.${field}`)))
    .map(([, message]) => message);
}
