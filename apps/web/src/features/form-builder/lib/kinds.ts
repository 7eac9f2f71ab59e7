import type { FormKind } from "@launchpad/domain/forms";

/** The kinds the list creates (profile layouts are made from /setup/profile-fields). */
export const LISTED_KINDS = [
  "intake",
  "evaluation",
  "quiz",
  "feedback",
] as const satisfies readonly FormKind[];

/** The permission that creates a form of this kind (spec-2 §6; decided again by the server). */
export function createPermissionOf(kind: FormKind): string {
  return kind === "evaluation" ? "EVALUATION_PARAMETER_EDITOR:CREATE" : "FORM:CREATE";
}

export function isListedKind(value: unknown): value is (typeof LISTED_KINDS)[number] {
  return typeof value === "string" && (LISTED_KINDS as readonly string[]).includes(value);
}
