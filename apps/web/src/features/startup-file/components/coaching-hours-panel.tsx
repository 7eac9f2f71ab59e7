import { Group, Loader, Paper, Stack, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { LoadError } from "../../../components/list-states.tsx";
import { useBookingViewer } from "../../booking/index.ts";
import { ConnectionList } from "../../portfolio/index.ts";
import { useStartupConnections } from "../hooks/use-startup-connections.ts";

/**
 * The file's Coaching hours: the startup's connections with the balance of each and 'Book a
 * session'. A cofounder booking from their own file uses their startup's hours, and so does
 * anyone booking for the startup from here.
 */
export function CoachingHoursPanel({ startupId }: { startupId: string }) {
  const { viewer } = useBookingViewer();
  const { connections, loading, error, reload } = useStartupConnections(startupId);
  const titleId = "coaching-hours-title";
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid="coaching-hours"
    >
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={2} size="h4" id={titleId}>
            <FormattedMessage id="portfolio.connections.title" />
          </Title>
          {loading && connections ? <Loader size="xs" /> : null}
        </Group>
        {error && !connections ? (
          <LoadError
            titleId="portfolio.connections.loadError"
            retryId="portfolio.retry"
            error={error}
            onRetry={() => void reload()}
          />
        ) : connections ? (
          <ConnectionList startupId={startupId} connections={connections} viewer={viewer} />
        ) : (
          <Loader size="sm" aria-busy="true" />
        )}
      </Stack>
    </Paper>
  );
}
