import { directionOf, LOCALE_NAMES, type Locale, toLanguageTag } from "@launchpad/domain";
import type { LocalizedText } from "@launchpad/domain/forms";
import { SimpleGrid, Textarea, TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import { useBuilder } from "./builder-context.ts";

type LocalizedFieldsProps = {
  /** The field's name, without the language ("Label"). */
  label: string;
  value: LocalizedText | undefined;
  onChange: (locale: Locale, text: string) => void;
  multiline?: boolean;
  required?: boolean;
  testId?: string;
};

/**
 * One text in each of the form's languages, side by side (stacked on narrow screens): each
 * input is labelled with its language, written in that language's direction.
 */
export function LocalizedFields({
  label,
  value,
  onChange,
  multiline,
  required,
  testId,
}: LocalizedFieldsProps) {
  const intl = useIntl();
  const { definition } = useBuilder();
  const locales = definition.locales;
  const Input = multiline ? Textarea : TextInput;
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(locales.length, 3) }} spacing="sm">
      {locales.map((locale, index) => (
        <Input
          key={locale}
          label={
            locales.length > 1
              ? intl.formatMessage(
                  { id: "formBuilder.inLanguage" },
                  { field: label, language: LOCALE_NAMES[locale] },
                )
              : label
          }
          lang={toLanguageTag(locale)}
          dir={directionOf(locale)}
          value={value?.[locale] ?? ""}
          withAsterisk={required && index === 0}
          rows={multiline ? 2 : undefined}
          onChange={(event) => onChange(locale, event.currentTarget.value)}
          data-testid={testId ? `${testId}-${locale}` : undefined}
        />
      ))}
    </SimpleGrid>
  );
}

/** A copy of a localized text with one language changed (cleared when empty). */
export function withText(text: LocalizedText | undefined, locale: Locale, value: string): LocalizedText {
  const next = { ...text };
  if (value) next[locale] = value;
  else delete next[locale];
  return next;
}
