import {
  answerTypeOf,
  type FormDefinition,
  isDisplayType,
  type LogicOperator,
  type Question,
  type QuestionOption,
} from "@launchpad/domain/forms";
import { CHOICE_TYPES, TREE_TYPES } from "./question-defaults.ts";

/**
 * What a condition may point at: an answerable question placed before the one it governs
 * (so that a respondent meets the question the condition reads first), and the operators
 * and values that make sense for its answer.
 */
export function conditionSources(definition: FormDefinition, ownerId: string): Question[] {
  const owner = definition.questions.findIndex((question) => question.id === ownerId);
  const before = owner < 0 ? definition.questions : definition.questions.slice(0, owner);
  return before.filter(
    (question) =>
      !isDisplayType(question.questionType) &&
      question.questionType !== "file" &&
      question.questionType !== "video",
  );
}

/** Questions a calculation may add up: numbers, scales, scored choices, earlier calculations. */
export function calculationSources(definition: FormDefinition, ownerId: string): Question[] {
  return definition.questions.filter((question) => {
    if (question.id === ownerId) return false;
    const type = answerTypeOf(question);
    return (
      type === "number" ||
      type === "number_scale" ||
      type === "calculated" ||
      CHOICE_TYPES.includes(type) ||
      TREE_TYPES.includes(type)
    );
  });
}

export type ValueKind = "options" | "number" | "date" | "text";

export function valueKindOf(question: Question | undefined): ValueKind {
  if (!question) return "text";
  const type = answerTypeOf(question);
  if (CHOICE_TYPES.includes(type) || TREE_TYPES.includes(type)) return "options";
  if (type === "number" || type === "number_scale" || type === "calculated") return "number";
  if (type === "date") return "date";
  return "text";
}

export function operatorsFor(kind: ValueKind): LogicOperator[] {
  switch (kind) {
    case "options":
      return ["IS", "IS_NOT", "CONTAINS", "CONTAINS_ALL", "OR", "EXISTS", "NOT_EXISTS"];
    case "number":
    case "date":
      return ["IS", "IS_NOT", "GT", "GTE", "LT", "LTE", "EXISTS", "NOT_EXISTS"];
    default:
      return ["IS", "IS_NOT", "CONTAINS", "OR", "EXISTS", "NOT_EXISTS"];
  }
}

export const takesValues = (operator: LogicOperator) => operator !== "EXISTS" && operator !== "NOT_EXISTS";
export const takesOneValue = (operator: LogicOperator) => ["GT", "GTE", "LT", "LTE"].includes(operator);

/** Every option of a choice or tree question, nested ones too. */
export function flatOptions(options: readonly QuestionOption[] | undefined): QuestionOption[] {
  return (options ?? []).flatMap((option) => [option, ...flatOptions(option.children)]);
}
