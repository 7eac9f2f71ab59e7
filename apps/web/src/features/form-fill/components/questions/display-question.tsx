import type { Locale } from "@launchpad/domain";
import { localized, type Question } from "@launchpad/domain/forms";
import { Text, Title } from "@mantine/core";

/** heading, sub_heading and paragraph: text between questions (a section is its step's title). */
export function DisplayQuestion({
  question,
  locale,
  locales,
  order,
}: {
  question: Question;
  locale: Locale;
  locales: readonly Locale[];
  order: 3 | 4 | 5;
}) {
  const text = localized(question.label, locale, locales);
  const description = localized(question.description, locale, locales);
  if (question.questionType === "paragraph")
    return (
      <Text size="sm" className="form-fill-paragraph" style={{ whiteSpace: "pre-line" }}>
        {text}
        {description ? `\n${description}` : null}
      </Text>
    );
  return (
    <div>
      <Title order={question.questionType === "heading" ? order : ((order + 1) as 4 | 5 | 6)}>{text}</Title>
      {description ? (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      ) : null}
    </div>
  );
}
