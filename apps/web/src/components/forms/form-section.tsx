import { Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useId } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../lib/i18n/message-id.ts";

type FormSectionProps = {
  titleId: MessageId;
  helpId?: MessageId;
  /** A message of the server about the whole section ("Ranges of one day overlap"). */
  error?: ReactNode;
  children: ReactNode;
};

/** A titled group of fields on a form page; the title names the group for screen readers too. */
export function FormSection({ titleId, helpId, error, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} size="h4" id={headingId}>
            <FormattedMessage id={titleId} />
          </Title>
          {helpId ? (
            <Text size="sm" c="dimmed">
              <FormattedMessage id={helpId} />
            </Text>
          ) : null}
        </Stack>
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
