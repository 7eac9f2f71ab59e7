import { LOCALE_NAMES } from "@launchpad/domain";
import { Switch, Table, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../components/forms/optional-label.tsx";
import type { BrandingValues } from "../lib/branding-values.ts";

/** spec-2 §1: the organisation's word for startup, one row per language (singular, optional plural). */
export function StartupNameFields({ form }: { form: UseFormReturnType<BrandingValues> }) {
  const intl = useIntl();
  const rows = form.values.startupNameAlternative.label;
  return (
    <FormSection titleId="settings.branding.section.startupName" helpId="settings.branding.startupName.help">
      <Switch
        label={intl.formatMessage({ id: "settings.branding.startupName.active" })}
        {...form.getInputProps("startupNameAlternative.active", { type: "checkbox" })}
      />
      <Table.ScrollContainer minWidth={480}>
        <Table verticalSpacing="xs" withRowBorders={false}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="settings.branding.startupName.language" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="settings.branding.startupName.value" />
              </Table.Th>
              <Table.Th>
                <OptionalLabel>
                  <FormattedMessage id="settings.branding.startupName.plural" />
                </OptionalLabel>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const language = LOCALE_NAMES[row.language];
              // The word is typed in its own language (and direction), whatever the page's.
              const own = { lang: row.language.replace("_", "-"), dir: "auto" as const };
              return (
                <Table.Tr key={row.language}>
                  <Table.Td lang={own.lang}>{language}</Table.Td>
                  <Table.Td>
                    <TextInput
                      {...own}
                      aria-label={intl.formatMessage(
                        { id: "settings.branding.startupName.valueOf" },
                        { language },
                      )}
                      {...form.getInputProps(`startupNameAlternative.label.${index}.value`)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      {...own}
                      aria-label={intl.formatMessage(
                        { id: "settings.branding.startupName.pluralOf" },
                        { language },
                      )}
                      {...form.getInputProps(`startupNameAlternative.label.${index}.plural`)}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </FormSection>
  );
}
