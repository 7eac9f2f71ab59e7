import { LOCALE_NAMES, LOCALES, type Locale } from "@launchpad/domain";
import { MultiSelect, Paper, Select, SimpleGrid, Stack, Title } from "@mantine/core";
import { useIntl } from "react-intl";
import { useBuilder } from "./builder-context.ts";
import { LocalizedFields } from "./localized-fields.tsx";

/**
 * The form's own texts and its languages. Every text of the form is asked in each of these
 * languages, side by side; the first is the default (what a respondent sees when their
 * language is not among them).
 */
export function FormSettings() {
  const intl = useIntl();
  const { definition, dispatch, profile } = useBuilder();
  const locales = definition.locales;
  const first = locales[0] ?? "en";
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="form-settings-title"
      data-testid="form-settings"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="form-settings-title">
          {intl.formatMessage({ id: "formBuilder.settings" })}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <MultiSelect
            label={intl.formatMessage({ id: "formBuilder.languages" })}
            description={intl.formatMessage({ id: "formBuilder.languagesHint" })}
            value={locales}
            data={LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
            onChange={(values) => {
              const kept = locales.filter((locale) => values.includes(locale));
              const added = (values as Locale[]).filter((locale) => !locales.includes(locale));
              dispatch({ type: "setLocales", locales: [...kept, ...added] });
            }}
            data-testid="form-languages"
          />
          <Select
            label={intl.formatMessage({ id: "formBuilder.defaultLanguage" })}
            value={first}
            allowDeselect={false}
            data={locales.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }))}
            onChange={(value) => {
              if (!value) return;
              dispatch({
                type: "setLocales",
                locales: [value as Locale, ...locales.filter((locale) => locale !== value)],
              });
            }}
            data-testid="form-default-language"
          />
        </SimpleGrid>
        <LocalizedFields
          label={intl.formatMessage({ id: profile ? "formBuilder.layoutTitle" : "formBuilder.title" })}
          value={definition.title}
          required
          onChange={(locale, text) => dispatch({ type: "setTitle", locale, text })}
          testId="form-title"
        />
        <LocalizedFields
          label={intl.formatMessage({ id: "formBuilder.description" })}
          value={definition.description}
          multiline
          onChange={(locale, text) => dispatch({ type: "setDescription", locale, text })}
          testId="form-description"
        />
      </Stack>
    </Paper>
  );
}
