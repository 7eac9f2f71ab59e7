import { LOCALE_NAMES, type Locale, RTL_LOCALES } from "@launchpad/domain";
import type { LocalizedText } from "@launchpad/domain/forms";
import { SimpleGrid, Textarea, TextInput } from "@mantine/core";

type Props = {
  /** What the texts are ("Label"), said with each language. */
  label: string;
  languages: readonly Locale[];
  value: LocalizedText;
  onChange: (value: LocalizedText) => void;
  multiline?: boolean;
  error?: string | undefined;
  required?: boolean;
  testId?: string;
};

/** One text in several languages, side by side; each input in its language's direction. */
export function LocalizedInputs({
  label,
  languages,
  value,
  onChange,
  multiline,
  error,
  required,
  testId,
}: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(languages.length, 3) }} spacing="sm">
      {languages.map((locale, index) => {
        const props = {
          label: `${label} (${LOCALE_NAMES[locale]})`,
          value: value[locale] ?? "",
          onChange: (event: { currentTarget: { value: string } }) =>
            onChange({ ...value, [locale]: event.currentTarget.value }),
          dir: RTL_LOCALES.includes(locale) ? "rtl" : "ltr",
          lang: locale.replace("_", "-"),
          error: index === 0 ? error : undefined,
          withAsterisk: required && index === 0,
          "data-testid": testId ? `${testId}-${locale}` : undefined,
        } as const;
        return multiline ? (
          <Textarea key={locale} autosize minRows={2} maxLength={5_000} {...props} />
        ) : (
          <TextInput key={locale} maxLength={500} {...props} />
        );
      })}
    </SimpleGrid>
  );
}
