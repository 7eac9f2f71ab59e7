import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { BriefcaseIcon } from "./portfolio-icons.tsx";

/** The first answer is on its way. */
export function ListLoader() {
  return (
    <Group justify="center" py="xl">
      <Loader aria-busy="true" />
    </Group>
  );
}

/** An empty portfolio, or a search that found nothing (with a way back to the whole list). */
export function EmptyPortfolio({ search, onClearSearch }: { search: string; onClearSearch: () => void }) {
  const searched = search.trim();
  return (
    <Stack align="center" gap="sm" py="xl" c="dimmed" data-testid="portfolio-empty">
      <BriefcaseIcon />
      <Text ta="center">
        {searched ? (
          <FormattedMessage id="portfolio.noMatch" values={{ search: searched }} />
        ) : (
          <FormattedMessage id="portfolio.empty" />
        )}
      </Text>
      {searched ? (
        <Button variant="subtle" onClick={onClearSearch}>
          <FormattedMessage id="portfolio.search.clear" />
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
          <FormattedMessage id="portfolio.retry" />
        </Button>
      </Stack>
    </Alert>
  );
}
