/**
 * The form model's door (issue 16): `import { … } from "@launchpad/domain/forms"`. Kept out of
 * the package index so that pages without forms do not carry it.
 */

export { checkDefinition } from "./forms/check-definition.ts";
export {
  compareDefinitions,
  type DefinitionDiff,
  type QuestionAspect,
  type QuestionChange,
} from "./forms/compare.ts";
export * from "./forms/definition.ts";
export {
  type DependencySentence,
  describeDependency,
  type GroupSentence,
  type StatementSentence,
} from "./forms/describe.ts";
export { type EvaluateOptions, evaluateForm, type FormEvaluation, keptAnswers } from "./forms/evaluate.ts";
export { maxScore, scoreOf } from "./forms/score.ts";
export { createFormSession, type FormSession } from "./forms/session.ts";
export { extensionOf, isHttpUrl, isIsoDate, type Mode } from "./forms/validate.ts";
