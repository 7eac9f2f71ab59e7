import type { Locale } from "@launchpad/domain";
import {
  type Answer,
  answerTypeOf,
  type FormDefinition,
  isDisplayType,
  localized,
  type Question,
  type QuestionOption,
} from "@launchpad/domain/forms";

/**
 * What an exported spreadsheet's cells hold (issue 17, docs/application-dashboard.md):
 * - text that a spreadsheet would run as a formula or a command (starting with = + - @, a
 *   tab or a carriage return: CSV/formula injection, OWASP) is written with a leading
 *   apostrophe, so it shows as typed and never runs; numbers and dates are written as such;
 * - an answer is its text, number or date; choices by their labels in the export's language
 *   (a write-in's own text after it); a table's rows as "column: value" lines; files by name;
 * - a sheet name is at most 31 characters, without : \ / ? * [ ] (Excel's rules).
 */
const DANGEROUS = /^[=+\-@\t\r]/;

export function guardText(text: string): string {
  return DANGEROUS.test(text) ? `'${text}` : text;
}

export type CellValue = string | number | Date | null;

export function guardCell(value: CellValue | undefined): CellValue {
  if (value === undefined || value === null) return null;
  return typeof value === "string" ? guardText(value) : value;
}

export function sheetName(name: string): string {
  const cleaned = name
    .replace(/[:\\/?*[\]]/g, " ")
    .replace(/^'+|'+$/g, "")
    .trim();
  return (cleaned || "Applications").slice(0, 31);
}

function flatten(options: readonly QuestionOption[] | undefined, into = new Map<string, QuestionOption>()) {
  for (const option of options ?? []) {
    into.set(option.value, option);
    if (option.children?.length) flatten(option.children, into);
  }
  return into;
}

/** The questions of a definition that take an answer, in order. */
export function answerableQuestions(definition: FormDefinition): Question[] {
  return definition.questions.filter((q) => !isDisplayType(answerTypeOf(q)));
}

export function answerCell(
  question: Question,
  answer: Answer | undefined,
  locale: Locale,
  fallback: readonly Locale[],
): CellValue {
  if (!answer) return null;
  const type = answerTypeOf(question);
  switch (type) {
    case "number":
    case "number_scale":
    case "calculated":
      return answer.numberValue ?? null;
    case "select_checkbox":
    case "select_dropdown":
    case "select_radio":
    case "select_multi_dropdown":
    case "tree_single":
    case "tree_multi": {
      const options = flatten(question.options);
      const labels = (answer.arrayValue ?? []).map((value) => {
        const option = options.get(String(value));
        const label = option ? localized(option.labels, locale, fallback) || String(value) : String(value);
        return option?.isWriteIn && answer.textValue ? `${label}: ${answer.textValue}` : label;
      });
      return labels.length > 0 ? labels.join(", ") : null;
    }
    case "table": {
      const columns = question.columns ?? [];
      const rows = (answer.arrayValue ?? []) as Record<string, unknown>[];
      const lines = rows.map((row) =>
        columns
          .filter((c) => row[c.id] !== null && row[c.id] !== undefined && row[c.id] !== "")
          .map((c) => {
            const raw = row[c.id];
            const option = c.options ? flatten(c.options).get(String(raw)) : undefined;
            const value = option ? localized(option.labels, locale, fallback) : String(raw);
            return `${localized(c.label, locale, fallback) || c.id}: ${value}`;
          })
          .join("; "),
      );
      return lines.length > 0 ? lines.join("\n") : null;
    }
    case "file":
    case "video": {
      const names = (answer.arrayValue ?? []).map((f) => (f as { name?: string }).name ?? "");
      return names.length > 0 ? names.join(", ") : null;
    }
    default:
      return answer.textValue ?? answer.numberValue ?? null;
  }
}
