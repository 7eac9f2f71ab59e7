import { ActionIcon, TextInput, type TextInputProps } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { LineIcon } from "./line-icon.tsx";

/**
 * A password input with a show/hide button named in the user's language (aria-pressed says
 * which), as Mantine's PasswordInput draws it: the button keeps the focus in the field and
 * is not a tab stop of its own. Mantine's own component was 1.9 KB of the login page's
 * script (issue 13); this is a text input and an action icon, which every page loads anyway.
 */
export function PasswordField(props: Omit<TextInputProps, "type" | "rightSection">) {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? "text" : "password"}
      rightSection={
        <ActionIcon
          variant="subtle"
          color="gray"
          tabIndex={-1}
          disabled={props.disabled}
          aria-label={intl.formatMessage({ id: "field.togglePassword" })}
          aria-pressed={visible}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setVisible((shown) => !shown)}
        >
          <LineIcon size={16}>
            <path d="M2.5 12s3.5-6.5 9.5-6.5s9.5 6.5 9.5 6.5s-3.5 6.5-9.5 6.5s-9.5-6.5-9.5-6.5z" />
            <circle cx="12" cy="12" r="2.8" />
            {visible ? null : <path d="M4 4l16 16" />}
          </LineIcon>
        </ActionIcon>
      }
    />
  );
}
