import { Button, ColorInput, Group, SimpleGrid, Switch, Text, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { FormSection } from "../../../components/forms/form-section.tsx";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { GeneralValues } from "../lib/general-values.ts";

type CustomLoginFieldsProps = { form: UseFormReturnType<GeneralValues> };

/** The login page's extra button (spec-2 §3 incubatorCustomLoginTextAndLink), previewed as it will look. */
export function CustomLoginFields({ form }: CustomLoginFieldsProps) {
  const intl = useIntl();
  const label = (id: MessageId) => intl.formatMessage({ id });
  const login = form.values.customLogin;
  const colorProps = {
    fixOnBlur: false,
    dir: "ltr",
    eyeDropperButtonProps: { "aria-label": label("settings.eyeDropper") },
    placeholder: "#rrggbb",
  };

  return (
    <FormSection titleId="settings.general.section.customLogin" helpId="settings.general.customLogin.help">
      <Switch
        label={label("settings.general.customLogin.active")}
        {...form.getInputProps("customLogin.active", { type: "checkbox" })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={label("settings.general.customLogin.text")}
          dir="auto"
          {...form.getInputProps("customLogin.text")}
        />
        <TextInput
          label={label("settings.general.customLogin.url")}
          type="url"
          placeholder="https://"
          dir="ltr"
          {...form.getInputProps("customLogin.url")}
        />
        <ColorInput
          label={label("settings.general.customLogin.buttonBackgroundColor")}
          {...colorProps}
          {...form.getInputProps("customLogin.buttonBackgroundColor")}
        />
        <ColorInput
          label={label("settings.general.customLogin.buttonTextColor")}
          {...colorProps}
          {...form.getInputProps("customLogin.buttonTextColor")}
        />
      </SimpleGrid>
      {login.text.trim() ? (
        <Group gap="sm">
          <Text size="sm" c="dimmed">
            <FormattedMessage id="settings.general.customLogin.preview" />
          </Text>
          <Button
            component="span"
            color={login.buttonBackgroundColor || undefined}
            style={login.buttonTextColor ? { color: login.buttonTextColor } : undefined}
          >
            <bdi>{login.text}</bdi>
          </Button>
        </Group>
      ) : null}
    </FormSection>
  );
}
