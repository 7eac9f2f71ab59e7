import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

/** How many the list holds, and a small spinner while a new search or page loads. */
export function ListCount({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Group gap="sm" mih={24}>
      <Text c="dimmed" aria-live="polite" data-testid="community-count">
        {children}
      </Text>
      {loading ? <Loader size="xs" /> : null}
    </Group>
  );
}

export function ListLoader() {
  return (
    <Group justify="center" py="xl">
      <Loader />
    </Group>
  );
}

type EmptyListProps = {
  icon: ReactNode;
  /** The search the server answered: none matched it. Empty when there was no search: nobody to show. */
  search: string;
  emptyId: MessageId;
  noMatchId: MessageId;
  onClearSearch: () => void;
};

/** An empty list says whether the search found nothing or there is nothing to show at all. */
export function EmptyList({ icon, search, emptyId, noMatchId, onClearSearch }: EmptyListProps) {
  const searched = search.trim();
  return (
    <Stack align="center" gap="sm" py="xl" c="dimmed" data-testid="community-empty">
      {icon}
      <Text ta="center">
        {searched ? (
          <FormattedMessage id={noMatchId} values={{ search: searched }} />
        ) : (
          <FormattedMessage id={emptyId} />
        )}
      </Text>
      {searched ? (
        <Button variant="subtle" onClick={onClearSearch}>
          <FormattedMessage id="community.search.clear" />
        </Button>
      ) : null}
    </Stack>
  );
}

type LoadErrorProps = { titleId: MessageId; error: Error; onRetry: () => void };

export function LoadError({ titleId, error, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" role="alert" title={<FormattedMessage id={titleId} />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          <FormattedMessage id="community.retry" />
        </Button>
      </Stack>
    </Alert>
  );
}
