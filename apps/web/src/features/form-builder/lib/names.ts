import type { Locale } from "@launchpad/domain";
import { type FormDefinition, localized, type Question, type QuestionOption } from "@launchpad/domain/forms";
import type { IntlShape } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

/** How lists, menus and sentences name a question: its label in the interface language (or the form's), else "Untitled <type> n". */
export function questionName(
  intl: IntlShape,
  definition: FormDefinition,
  question: Question,
  uiLocale: Locale,
): string {
  const label = localized(question.label, uiLocale, definition.locales).trim();
  if (label) return label;
  const index = definition.questions.findIndex((other) => other.id === question.id) + 1;
  return intl.formatMessage(
    { id: "formBuilder.untitled" },
    { type: intl.formatMessage({ id: typeName(question.questionType) }), index },
  );
}

export function optionName(option: QuestionOption, uiLocale: Locale, definition: FormDefinition): string {
  return localized(option.labels, uiLocale, definition.locales).trim() || option.value;
}

export const typeName = (type: Question["questionType"]) => `formBuilder.type.${type}` as MessageId;
