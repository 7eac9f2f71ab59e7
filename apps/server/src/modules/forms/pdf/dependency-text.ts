import type { Locale } from "@launchpad/domain";
import {
  type Dependency,
  type DependencyStatement,
  type FormDefinition,
  type LogicOperator,
  localized,
  type QuestionOption,
} from "@launchpad/domain/forms";
import type { PdfMessages } from "./pdf-messages.ts";

/**
 * The note a blank form prints under a conditional question or section: "Shown only when
 * “Has sales” is Yes and “Revenue” is greater than 1000". Option values read as their
 * labels; a nested group is in parentheses.
 */
export function dependencyNote(
  dependency: Dependency,
  definition: FormDefinition,
  locale: Locale,
  m: PdfMessages,
): string {
  const first = firstStatement(dependency);
  const condition = describe(dependency, definition, locale, m, false);
  return first?.action === "hide" ? m.hiddenWhen(condition) : m.shownWhen(condition);
}

function firstStatement(dependency: Dependency): DependencyStatement | undefined {
  for (const statement of dependency.statements) {
    if ("questionId" in statement) return statement;
    const inner = firstStatement(statement);
    if (inner) return inner;
  }
  return undefined;
}

function describe(
  dependency: Dependency,
  definition: FormDefinition,
  locale: Locale,
  m: PdfMessages,
  nested: boolean,
): string {
  const joiner = ` ${dependency.operator === "and" ? m.and : m.or} `;
  const parts = dependency.statements.map((statement) =>
    "questionId" in statement
      ? statementText(statement, definition, locale, m)
      : describe(statement, definition, locale, m, true),
  );
  const text = parts.join(joiner);
  return nested && parts.length > 1 ? `(${text})` : text;
}

const OPERATOR_WORDS: Record<LogicOperator, keyof PdfMessages> = {
  IS: "is",
  IS_NOT: "isNot",
  CONTAINS: "contains",
  CONTAINS_ALL: "containsAll",
  EXISTS: "isAnswered",
  NOT_EXISTS: "isNotAnswered",
  GT: "greater",
  GTE: "atLeast",
  LT: "less",
  LTE: "atMost",
  OR: "isOneOf",
};

function statementText(
  statement: DependencyStatement,
  definition: FormDefinition,
  locale: Locale,
  m: PdfMessages,
): string {
  const question = definition.questions.find((q) => q.id === statement.questionId);
  const label = question
    ? localized(question.label, locale, definition.locales) || question.id
    : statement.questionId;
  const word = m[OPERATOR_WORDS[statement.operator]] as string;
  if (statement.operator === "EXISTS" || statement.operator === "NOT_EXISTS") return `“${label}” ${word}`;
  const options = flatten(question?.options ?? []);
  const values = statement.values.map((value) => {
    const option = options.find((o) => o.value === String(value));
    return option ? localized(option.labels, locale, definition.locales) || option.value : String(value);
  });
  return `“${label}” ${word} ${values.join(", ")}`;
}

export function flatten(options: readonly QuestionOption[]): QuestionOption[] {
  return options.flatMap((option) => [option, ...flatten(option.children ?? [])]);
}
