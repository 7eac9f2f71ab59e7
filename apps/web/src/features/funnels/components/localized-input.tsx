import { LOCALE_NAMES, LOCALES, type Locale } from "@launchpad/domain";
import { ActionIcon, Group, Select, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import { type Localized, languagesOf } from "../lib/localized.ts";

type LocalizedInputProps = {
  label: string;
  description?: string;
  value: Localized;
  onChange: (value: Localized) => void;
  /** Field errors by language ("en" → message). */
  errors?: Partial<Record<string, string>>;
  multiline?: boolean;
  required?: boolean;
  testId: string;
  /** Gives the focused field's language and element (the merge-tag picker inserts there). */
  onFocusField?: (language: Locale, element: HTMLInputElement | HTMLTextAreaElement) => void;
};

/**
 * A text in several languages: one field per language it is written in (the interface's
 * first), a picker to add another, a button to remove one. Each field says its language
 * in its label and has `lang` set, so assistive technologies read it right.
 */
export function LocalizedInput({
  label,
  description,
  value,
  onChange,
  errors,
  multiline,
  required,
  testId,
  onFocusField,
}: LocalizedInputProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [extra, setExtra] = useState<Locale[]>([]);
  const shown = [...new Set([...languagesOf(value, locale), ...extra])];
  const addable = LOCALES.filter((language) => !shown.includes(language));
  const Field = multiline ? Textarea : TextInput;
  return (
    <Stack gap={4} data-testid={testId}>
      {shown.map((language, index) => (
        <Group key={language} align="flex-end" gap="xs" wrap="nowrap">
          <Field
            style={{ flex: 1 }}
            label={`${label} (${LOCALE_NAMES[language]})`}
            description={index === 0 ? description : undefined}
            required={required && index === 0}
            lang={language.replace("_", "-")}
            dir="auto"
            value={value[language] ?? ""}
            error={errors?.[language]}
            rows={multiline ? 6 : undefined}
            onFocus={(event) => onFocusField?.(language, event.currentTarget)}
            onChange={(event) => onChange({ ...value, [language]: event.currentTarget.value })}
            data-testid={`${testId}-${language}`}
          />
          {index > 0 ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              mb={errors?.[language] ? 24 : 4}
              aria-label={intl.formatMessage(
                { id: "funnels.field.removeLanguage" },
                { language: LOCALE_NAMES[language] },
              )}
              onClick={() => {
                const next = { ...value };
                delete next[language];
                setExtra(extra.filter((l) => l !== language));
                onChange(next);
              }}
            >
              <span aria-hidden="true">×</span>
            </ActionIcon>
          ) : null}
        </Group>
      ))}
      {addable.length > 0 ? (
        <Select
          w={220}
          size="xs"
          aria-label={`${intl.formatMessage({ id: "funnels.field.language" })}: ${label}`}
          placeholder={intl.formatMessage({ id: "funnels.field.language" })}
          data={addable.map((language) => ({ value: language, label: LOCALE_NAMES[language] }))}
          value={null}
          onChange={(language) => {
            if (!language) return;
            setExtra([...extra, language as Locale]);
            onChange({ ...value, [language]: value[language as Locale] ?? "" });
          }}
        />
      ) : null}
    </Stack>
  );
}
