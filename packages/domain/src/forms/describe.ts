import type { Locale } from "../locales.ts";
import { flattenOptions } from "./compiled.ts";
import {
  type Dependency,
  type DependencyStatement,
  type FormDefinition,
  type LogicOperator,
  localized,
} from "./definition.ts";
import { actionOf, isDependencyStatement } from "./logic.ts";

/**
 * The logic editor's sentences (issue 16: "Show *Revenue* when *Has sales* is *Yes*"): a
 * dependency as parts the UI renders in its own words and language, with the question's label
 * and the values' option labels in the form's language. The UI owns the words ("Show",
 * "when", "is", "and"); this owns what they refer to.
 */
export type StatementSentence = {
  kind: "statement";
  questionId: string;
  /** The question's label in `locale` (its id when the question is gone). */
  questionLabel: string;
  /** The statement reads a question that is not in the form. */
  missing: boolean;
  operator: LogicOperator;
  /** EXISTS / NOT_EXISTS take no values. */
  values: { value: string | number; label: string }[];
};
export type GroupSentence = {
  kind: "group";
  operator: "and" | "or";
  parts: (StatementSentence | GroupSentence)[];
};
export type DependencySentence = GroupSentence & { action: "show" | "hide" };

export function describeDependency(
  def: FormDefinition,
  dependency: Dependency,
  locale: Locale,
): DependencySentence {
  const byId = new Map(def.questions.map((q) => [q.id, q]));
  const fallback = def.locales;
  const statement = (s: DependencyStatement): StatementSentence => {
    const question = byId.get(s.questionId);
    const options = question ? flattenOptions(question.options) : new Map();
    const noValues = s.operator === "EXISTS" || s.operator === "NOT_EXISTS";
    return {
      kind: "statement",
      questionId: s.questionId,
      questionLabel: question ? localized(question.label, locale, fallback) || s.questionId : s.questionId,
      missing: !question,
      operator: s.operator,
      values: noValues
        ? []
        : s.values.map((value) => {
            const option = options.get(String(value));
            // A number or a date is the UI's to format; an option is said by its label.
            const label = option
              ? localized(option.option.labels, locale, fallback) || String(value)
              : String(value);
            return { value, label };
          }),
    };
  };
  const group = (d: Dependency): GroupSentence => ({
    kind: "group",
    operator: d.operator,
    parts: d.statements.map((s) => (isDependencyStatement(s) ? statement(s) : group(s))),
  });
  return { ...group(dependency), action: actionOf(dependency) };
}
