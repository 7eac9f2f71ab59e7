import { Button, Group, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { EventListWhen } from "../lib/list-filters.ts";
import type { EventSummary } from "../lib/types.ts";
import { EventCard } from "./event-card.tsx";
import classes from "./events.module.css";

export type EventListState = {
  events: readonly EventSummary[];
  /** Before the first answer only: a new filter keeps the previous cards while loading. */
  initialLoading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  error: Error | undefined;
  loadMore: () => void;
  reload: () => void;
};

type EventsListProps = {
  list: EventListState;
  when: EventListWhen;
  narrowed: boolean;
  onClearFilters: () => void;
  timeZone: string;
};

/** The cards, their empty state (nothing at all, or nothing that matches), and "Show more". */
export function EventsList({ list, when, narrowed, onClearFilters, timeZone }: EventsListProps) {
  if (list.error && list.events.length === 0)
    return (
      <LoadError
        titleId="events.list.loadError"
        retryId="events.list.retry"
        error={list.error}
        onRetry={list.reload}
      />
    );
  if (list.initialLoading) return <ListLoader />;
  if (list.events.length === 0)
    return (
      <Stack align="center" gap="sm" py="xl" data-testid="events-empty">
        <Text c="dimmed" ta="center">
          <FormattedMessage
            id={
              narrowed
                ? "events.list.noMatch"
                : when === "past"
                  ? "events.list.emptyPast"
                  : "events.list.emptyUpcoming"
            }
          />
        </Text>
        {narrowed ? (
          <Button variant="subtle" onClick={onClearFilters}>
            <FormattedMessage id="events.list.clearFilters" />
          </Button>
        ) : null}
      </Stack>
    );
  return (
    <Stack gap="lg">
      <Text c="dimmed" size="sm" aria-live="polite" data-testid="events-count">
        <FormattedMessage id="events.list.shown" values={{ count: list.events.length }} />
      </Text>
      <ul className={classes.grid} data-testid="events-list">
        {list.events.map((event) => (
          <li key={event.id}>
            <EventCard event={event} timeZone={timeZone} />
          </li>
        ))}
      </ul>
      {list.error ? (
        <LoadError
          titleId="events.list.loadError"
          retryId="events.list.retry"
          error={list.error}
          onRetry={list.loadMore}
        />
      ) : null}
      {list.hasMore ? (
        <Group justify="center">
          <Button variant="light" loading={list.loadingMore} onClick={list.loadMore}>
            <FormattedMessage id="events.list.loadMore" />
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
