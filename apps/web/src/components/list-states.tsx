import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../lib/i18n/message-id.ts";

/** The first answer is on its way. */
export function ListLoader() {
  return (
    <Group justify="center" py="xl">
      <Loader aria-busy="true" />
    </Group>
  );
}

type ListCountProps = { testId: string; loading: boolean; children: ReactNode };

/** How many the list holds, and a small spinner while a new search or page loads. */
export function ListCount({ testId, loading, children }: ListCountProps) {
  return (
    <Group gap="sm" mih={24}>
      <Text c="dimmed" aria-live="polite" data-testid={testId}>
        {children}
      </Text>
      {loading ? <Loader size="xs" /> : null}
    </Group>
  );
}

type EmptyListProps = {
  testId: string;
  icon: ReactNode;
  /** The search the server answered: none matched it. Empty when there was no search: nothing to show. */
  search: string;
  emptyId: MessageId;
  noMatchId: MessageId;
  /** The button that clears the search (shown after a search that found nothing). */
  clearId: MessageId;
  onClearSearch: () => void;
};

/** An empty list says whether the search found nothing or there is nothing to show at all. */
export function EmptyList({
  testId,
  icon,
  search,
  emptyId,
  noMatchId,
  clearId,
  onClearSearch,
}: EmptyListProps) {
  const searched = search.trim();
  return (
    <Stack align="center" gap="sm" py="xl" c="dimmed" data-testid={testId}>
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
          <FormattedMessage id={clearId} />
        </Button>
      ) : null}
    </Stack>
  );
}

type LoadErrorProps = { titleId: MessageId; retryId: MessageId; error: Error; onRetry: () => void };

/** A question that failed: what went wrong, and a button that asks again. */
export function LoadError({ titleId, retryId, error, onRetry }: LoadErrorProps) {
  return (
    <Alert color="red" role="alert" title={<FormattedMessage id={titleId} />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{error.message}</Text>
        <Button size="xs" variant="light" color="red" onClick={onRetry}>
          <FormattedMessage id={retryId} />
        </Button>
      </Stack>
    </Alert>
  );
}
