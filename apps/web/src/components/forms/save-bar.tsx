import { Alert, Button, Group, Stack } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../lib/i18n/message-id.ts";
import classes from "./save-bar.module.css";

type SaveBarProps = {
  dirty: boolean;
  saving: boolean;
  /** Messages of a refused save that no field shows. */
  failures: readonly string[];
  onDismiss: () => void;
  /** The page's words for its Save button and for a refused save ({message}). */
  messages: { save: MessageId; saveError: MessageId };
};

/** Stays at the bottom of the window while a form page scrolls; Save waits for a change. */
export function SaveBar({ dirty, saving, failures, onDismiss, messages }: SaveBarProps) {
  const intl = useIntl();
  return (
    <Stack gap="xs" className={classes.bar}>
      {failures.length > 0 ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={intl.formatMessage({ id: "shell.close" })}
          onClose={onDismiss}
        >
          <FormattedMessage id={messages.saveError} values={{ message: failures.join(" ") }} />
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" disabled={!dirty} loading={saving}>
          <FormattedMessage id={messages.save} />
        </Button>
      </Group>
    </Stack>
  );
}
