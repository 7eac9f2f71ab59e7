import type { Locale } from "@launchpad/domain";
import type {
  FormDefinition,
  FormKind,
  Question,
  QuestionOption,
  QuestionType,
} from "@launchpad/domain/forms";

/**
 * What a new question of each type starts with (spec-2 §9): enough for it to be publishable
 * once labelled (choices have two options, a scale runs 1–5, a table has one column, a tree
 * one level), so the builder never adds a question that checkDefinition would refuse for
 * lack of structure.
 */
export const CHOICE_TYPES: readonly QuestionType[] = [
  "select_checkbox",
  "select_dropdown",
  "select_radio",
  "select_multi_dropdown",
];
export const TREE_TYPES: readonly QuestionType[] = ["tree_single", "tree_multi"];
export const MULTIPLE_TYPES: readonly QuestionType[] = [
  "select_checkbox",
  "select_multi_dropdown",
  "tree_multi",
];
export const TEXT_TYPES: readonly QuestionType[] = ["text", "text_long", "text_link"];
export const FILE_TYPES: readonly QuestionType[] = ["file", "video"];
/** The only types a profile layout holds (spec-1 §2 profile builder). */
export const PROFILE_TYPES: readonly QuestionType[] = [
  "custom_field",
  "section",
  "heading",
  "sub_heading",
  "paragraph",
];

export const hasOptions = (type: QuestionType) => CHOICE_TYPES.includes(type) || TREE_TYPES.includes(type);
export const isMultiple = (type: QuestionType) => MULTIPLE_TYPES.includes(type);

/** Evaluation and quiz forms score their questions. */
export const isScoredKind = (kind: FormKind) => kind === "evaluation" || kind === "quiz";
export const isProfileKind = (kind: FormKind) => kind === "user_profile" || kind === "startup_profile";

/** A short random id, unique within a form (questions, options, columns). */
export function newId(prefix = "q"): string {
  const random = globalThis.crypto.randomUUID().replace(/-/g, "").slice(0, 10);
  return `${prefix}_${random}`;
}

export function newOption(id = newId("o")): QuestionOption {
  return { value: id, labels: {} };
}

export function newQuestion(
  type: QuestionType,
  id: string,
  makeId: (prefix: string) => string = newId,
): Question {
  const base: Question = { id, questionType: type, label: {} };
  switch (type) {
    case "select_checkbox":
    case "select_dropdown":
    case "select_radio":
    case "select_multi_dropdown":
      return { ...base, options: [newOption(makeId("o")), newOption(makeId("o"))] };
    case "tree_single":
    case "tree_multi":
      return { ...base, optionsDepth: 2, options: [{ ...newOption(makeId("o")), children: [] }] };
    case "number_scale":
      return { ...base, scale: { min: 1, max: 5, step: 1 } };
    case "table":
      return { ...base, columns: [{ id: makeId("c"), label: {}, type: "text" }] };
    case "calculated":
      return { ...base, calculation: { operator: "sum", terms: [], decimals: 2 } };
    case "file":
    case "video":
      return { ...base, validations: { maxItems: 1 } };
    default:
      return base;
  }
}

export function blankDefinition(locale: Locale): FormDefinition {
  return { locales: [locale], title: {}, questions: [] };
}
