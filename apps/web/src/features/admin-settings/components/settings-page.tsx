import { Alert, Button, Loader, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

type SettingsPageProps = {
  titleId: MessageId;
  introId: MessageId;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Rendered once the data is there. */
  children: ReactNode;
};

/** One settings page: its title (as the side menu names it), a line about it, then its content. */
export function SettingsPage({ titleId, introId, loading, error, onRetry, children }: SettingsPageProps) {
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>
          <FormattedMessage id={titleId} />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id={introId} />
        </Text>
      </Stack>
      {error ? (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            <FormattedMessage id="settings.loadError" values={{ message: readApiFailure(error).message }} />
            <Button size="xs" variant="light" color="red" onClick={onRetry}>
              <FormattedMessage id="settings.retry" />
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {loading ? <Loader aria-busy="true" /> : children}
    </Stack>
  );
}
