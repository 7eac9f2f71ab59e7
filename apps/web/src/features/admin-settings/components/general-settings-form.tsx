import { useMutation } from "@apollo/client/react";
import { CURRENCIES, LOCALE_NAMES, LOCALES } from "@launchpad/domain";
import { Select, SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMemo } from "react";
import { useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../components/forms/optional-label.tsx";
import { SaveBar } from "../../../components/forms/save-bar.tsx";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { UpdateIncubatorSettingsMutation } from "../api/update-incubator-settings.mutation.ts";
import { useSettingsSubmit } from "../hooks/use-settings-submit.ts";
import { type GeneralValues, toGeneralInput, toGeneralValues } from "../lib/general-values.ts";
import type { IncubatorSettings } from "../lib/incubator-settings.ts";
import { timeZoneOptions } from "../lib/time-zones.ts";
import { CustomLoginFields } from "./custom-login-fields.tsx";

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** /admin/settings/general: the organisation's name, region, languages, contacts and login button. */
export function GeneralSettingsForm({ settings }: { settings: IncubatorSettings }) {
  const intl = useIntl();
  const rules = useFieldRules();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const [updateSettings] = useMutation(UpdateIncubatorSettingsMutation);
  const timeZones = useMemo(() => timeZoneOptions(settings.timezone), [settings.timezone]);

  const form = useForm<GeneralValues>({
    mode: "controlled",
    initialValues: toGeneralValues(settings),
    validate: {
      name: rules.required(label("settings.general.name")),
      // An active login button needs its text and link (an empty one was saved and shown).
      customLogin: {
        text: (value, values) =>
          rules.requiredWhen(
            label("settings.general.customLogin.text"),
            () => values.customLogin.active,
          )(value),
        url: (value, values) =>
          rules.requiredWhen(
            label("settings.general.customLogin.url"),
            () => values.customLogin.active,
          )(value),
      },
    },
  });

  const { submit, failures, clearFailures } = useSettingsSubmit(form, {
    save: async (values) => {
      const { data } = await updateSettings({ variables: { input: toGeneralInput(values) } });
      if (!data) throw new Error(label("settings.noAnswer"));
      return toGeneralValues(data.updateIncubatorSettings);
    },
    labelOf: (path) => {
      const ids: Record<string, MessageId> = {
        name: "settings.general.name",
        description: "settings.general.description",
        termsUrl: "settings.general.termsUrl",
        supportEmail: "settings.general.supportEmail",
        generalEmail: "settings.general.generalEmail",
        "customLogin.text": "settings.general.customLogin.text",
        "customLogin.url": "settings.general.customLogin.url",
      };
      const id = ids[path];
      return id ? label(id) : null;
    },
  });

  const selectProps = {
    searchable: true,
    allowDeselect: false,
    maxDropdownHeight: 300,
    nothingFoundMessage: label("settings.nothingFound"),
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection titleId="settings.general.section.organisation">
          {/* The organisation's own texts keep their own direction, whatever the page's. */}
          <TextInput
            label={label("settings.general.name")}
            withAsterisk
            dir="auto"
            {...form.getInputProps("name")}
          />
          <Textarea
            label={<OptionalLabel>{label("settings.general.description")}</OptionalLabel>}
            rows={3}
            dir="auto"
            {...form.getInputProps("description")}
          />
        </FormSection>

        <FormSection titleId="settings.general.section.regional">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={label("settings.general.currency")}
              data={CURRENCIES}
              {...selectProps}
              {...form.getInputProps("currency")}
            />
            <Select
              label={label("settings.general.timezone")}
              data={timeZones}
              limit={100}
              {...selectProps}
              {...form.getInputProps("timezone")}
            />
            <Select
              label={label("settings.general.defaultLanguage")}
              description={label("settings.general.defaultLanguage.help")}
              data={LANGUAGE_OPTIONS}
              {...selectProps}
              {...form.getInputProps("defaultLanguage")}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection titleId="settings.general.section.accounts">
          <Switch
            label={label("settings.general.allowUserSelfDelete")}
            {...form.getInputProps("allowUserSelfDelete", { type: "checkbox" })}
          />
          <TextInput
            label={<OptionalLabel>{label("settings.general.termsUrl")}</OptionalLabel>}
            type="url"
            placeholder="https://"
            dir="ltr"
            {...form.getInputProps("termsUrl")}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={<OptionalLabel>{label("settings.general.supportEmail")}</OptionalLabel>}
              type="email"
              dir="ltr"
              {...form.getInputProps("supportEmail")}
            />
            <TextInput
              label={<OptionalLabel>{label("settings.general.generalEmail")}</OptionalLabel>}
              type="email"
              dir="ltr"
              {...form.getInputProps("generalEmail")}
            />
          </SimpleGrid>
        </FormSection>

        <CustomLoginFields form={form} />

        <SaveBar
          messages={{ save: "settings.save", saveError: "settings.saveError" }}
          dirty={form.isDirty()}
          saving={form.submitting}
          failures={failures}
          onDismiss={clearFailures}
        />
      </Stack>
    </form>
  );
}
