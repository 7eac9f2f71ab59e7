import type { FieldError, Locale } from "@launchpad/domain";
import { type FormDefinition, localized } from "@launchpad/domain/forms";
import type { IntlShape } from "react-intl";
import { sayFieldError } from "../../../lib/forms/field-errors.ts";
import { questionIdOf } from "./steps.ts";

/**
 * Field errors in the user's language (spec-1 §5's wording, lib/forms/field-errors.ts),
 * by path: a question's own under its id, a table cell's under `<question>.<row>.<column>`
 * (named by its column). A code without words of its own says "Invalid field".
 */
export function sayFormErrors(
  intl: IntlShape,
  definition: FormDefinition,
  errors: readonly FieldError[],
  locale: Locale,
): Record<string, string> {
  const byId = new Map(definition.questions.map((question) => [question.id, question]));
  const labelOf = (path: string) => {
    const question = byId.get(questionIdOf(path));
    if (!question) return null;
    const parts = path.split(".");
    if (parts.length === 3) {
      const column = question.columns?.find((candidate) => candidate.id === parts[2]);
      if (column) return localized(column.label, locale, definition.locales);
    }
    return localized(question.label, locale, definition.locales);
  };
  const said: Record<string, string> = {};
  for (const error of errors) {
    if (said[error.path]) continue;
    said[error.path] =
      sayFieldError(intl, { path: error.path, code: error.code, params: error.params ?? {} }, labelOf) ??
      intl.formatMessage({ id: "formFill.invalid" });
  }
  return said;
}
