import { PasswordInput, type PasswordInputProps } from "@mantine/core";
import { useIntl } from "react-intl";

/** Mantine's password input with its show/hide button named in the user's language. */
export function PasswordField(props: PasswordInputProps) {
  const intl = useIntl();
  return (
    <PasswordInput
      visibilityToggleButtonProps={{ "aria-label": intl.formatMessage({ id: "field.togglePassword" }) }}
      {...props}
    />
  );
}
