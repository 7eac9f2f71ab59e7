/**
 * The form model's door (issue 16): `import { … } from "@launchpad/domain/forms"`. Kept out of
 * the package index so that pages without forms do not carry it.
 */
export * from "./forms/definition.ts";
export { checkDefinition } from "./forms/check-definition.ts";
export { type EvaluateOptions, evaluateForm, type FormEvaluation, keptAnswers } from "./forms/evaluate.ts";
export { createFormSession, type FormSession } from "./forms/session.ts";
export { extensionOf, isHttpUrl, isIsoDate } from "./forms/validate.ts";
