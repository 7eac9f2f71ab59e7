import { useMutation } from "@apollo/client/react";
import { SimpleGrid, Stack, Switch, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import { OptionalLabel } from "../../../components/forms/optional-label.tsx";
import { SaveBar } from "../../../components/forms/save-bar.tsx";
import { useFieldRules } from "../../../lib/forms/field-rules.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { UpdateIncubatorBrandingMutation } from "../api/update-incubator-branding.mutation.ts";
import { useSettingsSubmit } from "../hooks/use-settings-submit.ts";
import {
  type BrandingValues,
  brandingFieldPath,
  type SidebarColor,
  toBrandingInput,
  toBrandingValues,
} from "../lib/branding-values.ts";
import type { IncubatorSettings } from "../lib/incubator-settings.ts";
import { LogoField } from "./logo-field.tsx";
import { LogoTypeFields } from "./logo-type-fields.tsx";
import { SidebarPaletteFields } from "./sidebar-palette-fields.tsx";
import { StartupNameFields } from "./startup-name-fields.tsx";

/**
 * /admin/settings/branding. Once saved, the server publishes incubatorUpdated: the shell
 * (side menu, logos, page title, the word for startup) follows in every open tab.
 */
export function BrandingForm({ settings }: { settings: IncubatorSettings }) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const [updateBranding] = useMutation(UpdateIncubatorBrandingMutation);

  const rules = useFieldRules();
  const form = useForm<BrandingValues>({
    mode: "controlled",
    initialValues: toBrandingValues(settings),
    // The server's rules (docs/admin-api.md), said before sending: a logo that would break
    // the login page, an empty title while SEO is on.
    validate: {
      logo: rules.logo(label("settings.branding.logo")),
      whiteLogo: rules.logo(label("settings.branding.whiteLogo")),
      seo: {
        seoTitle: (value, values) =>
          rules.requiredWhen(label("settings.branding.seo.title"), () => values.seo.active)(value),
      },
    },
  });

  const { submit, failures, clearFailures } = useSettingsSubmit(form, {
    save: async (values) => {
      const { data } = await updateBranding({ variables: { input: toBrandingInput(values) } });
      if (!data) throw new Error(label("settings.noAnswer"));
      return toBrandingValues(data.updateIncubatorBranding);
    },
    fieldPath: brandingFieldPath,
    labelOf: (path) => {
      const ids: Record<string, MessageId> = {
        logo: "settings.branding.logo",
        whiteLogo: "settings.branding.whiteLogo",
        "seo.seoTitle": "settings.branding.seo.title",
        "seo.seoDescription": "settings.branding.seo.description",
      };
      const color = /^brandPalette\.sidebar\.(\w+Color)$/.exec(path)?.[1] as SidebarColor | undefined;
      const id = ids[path] ?? (color ? (`settings.branding.sidebar.${color}` as MessageId) : undefined);
      return id ? label(id) : null;
    },
  });

  const logoProps = (path: "logo" | "whiteLogo") => ({
    value: form.values[path],
    error: typeof form.errors[path] === "string" ? (form.errors[path] as string) : undefined,
    onChange: (value: string) => {
      form.setFieldValue(path, value);
      form.clearFieldError(path);
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormSection titleId="settings.branding.section.logos">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
            <LogoField
              label={label("settings.branding.logo")}
              description={label("settings.branding.logo.help")}
              {...logoProps("logo")}
            />
            <LogoField
              label={label("settings.branding.whiteLogo")}
              description={label("settings.branding.whiteLogo.help")}
              dark
              {...logoProps("whiteLogo")}
            />
          </SimpleGrid>
        </FormSection>

        <SidebarPaletteFields form={form} organisationName={settings.name} />
        <LogoTypeFields form={form} />

        <FormSection titleId="settings.branding.section.seo">
          <Switch
            label={label("settings.branding.seo.active")}
            {...form.getInputProps("seo.active", { type: "checkbox" })}
          />
          <TextInput
            label={label("settings.branding.seo.title")}
            dir="auto"
            {...form.getInputProps("seo.seoTitle")}
          />
          <Textarea
            label={<OptionalLabel>{label("settings.branding.seo.description")}</OptionalLabel>}
            rows={3}
            dir="auto"
            {...form.getInputProps("seo.seoDescription")}
          />
        </FormSection>

        <StartupNameFields form={form} />

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
