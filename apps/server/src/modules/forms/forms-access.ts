import type { FeatureFlagName } from "@launchpad/domain";
import type { FormKind } from "@launchpad/domain/forms";
import type { ServiceContext } from "../../service-context.ts";
import { featureFlags } from "../feature-flags/index.ts";
import { holds } from "../permissions/index.ts";

/**
 * Who may do what with a form, by its kind (spec-2 §6, docs/forms.md): evaluation forms are
 * the evaluation criteria (EVALUATION_PARAMETER_EDITOR:CREATE / EDIT/DELETE / VIEW); the other
 * kinds FORM:CREATE and FORM:EDIT (reading: either). The GraphQL fields let in the holders of
 * any of these keys; the service decides for the form's kind.
 */
const EVALUATION = {
  create: ["EVALUATION_PARAMETER_EDITOR:CREATE"],
  edit: ["EVALUATION_PARAMETER_EDITOR:EDIT/DELETE"],
  read: [
    "EVALUATION_PARAMETER_EDITOR:VIEW",
    "EVALUATION_PARAMETER_EDITOR:CREATE",
    "EVALUATION_PARAMETER_EDITOR:EDIT/DELETE",
  ],
};
const OTHER = { create: ["FORM:CREATE"], edit: ["FORM:EDIT"], read: ["FORM:CREATE", "FORM:EDIT"] };

/** Every key that lets one into some form field (the fields' authScopes). */
export const FORM_EDITOR_KEYS = [...new Set([...EVALUATION.read, ...OTHER.read])];
export const FORM_CREATOR_KEYS = [...EVALUATION.create, ...OTHER.create];
export const FORM_CHANGER_KEYS = [...EVALUATION.edit, ...OTHER.edit];

export type FormAction = keyof typeof OTHER;

export async function mayOnKind(ctx: ServiceContext, kind: FormKind, action: FormAction): Promise<boolean> {
  if (!ctx.viewer) return false;
  const keys = (kind === "evaluation" ? EVALUATION : OTHER)[action];
  for (const key of keys) if (await holds(ctx, key)) return true;
  return false;
}

/** The kinds whose forms the viewer may read (the builder's list). */
export async function readableKinds(ctx: ServiceContext, kinds: readonly FormKind[]): Promise<FormKind[]> {
  const allowed = await Promise.all(kinds.map((kind) => mayOnKind(ctx, kind, "read")));
  return kinds.filter((_, i) => allowed[i]);
}

/** A flag the organisation may use and has switched on. */
export async function flagOn(ctx: Pick<ServiceContext, "db" | "tenant">, name: FeatureFlagName) {
  const flag = (await featureFlags(ctx)).find((f) => f.name === name);
  return flag?.enabled === true && flag.activated;
}

/**
 * Who answers (decision 037): a published feedback form, any signed-in member when the
 * feedbackForms flag is on; intake, evaluation and quiz forms, their editors (the
 * applications issue opens them to applicants and evaluators); profile forms are answered
 * through the custom fields of the profile, not as responses.
 */
export async function mayAnswer(ctx: ServiceContext, kind: FormKind): Promise<boolean> {
  if (!ctx.viewer) return false;
  switch (kind) {
    case "feedback":
      return flagOn(ctx, "feedbackForms");
    case "intake":
    case "evaluation":
    case "quiz":
      return mayOnKind(ctx, kind, "read");
    default:
      return false;
  }
}
