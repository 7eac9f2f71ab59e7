import { Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { MessagesGate } from "../../../lib/i18n/messages-gate.tsx";
import { lazyComponent } from "../../../lib/lazy-component.tsx";
import { BookingModal } from "../../booking/index.ts";
import { useCalendarEvents } from "../hooks/use-calendar-events.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { PANEL_MESSAGES } from "../lib/panel-messages.ts";
import { EventList } from "./event-list.tsx";
import { EventDetailsModal } from "./lazy-event-details-modal.tsx";
import { CalendarLoadError } from "./load-error.tsx";

/** The personal feed's section comes with its messages (the panel's), after the list. */
const CalendarFeedSection = lazyComponent(() =>
  import("./calendar-feed-section.tsx").then((m) => m.CalendarFeedSection),
);

/**
 * /calendar (issue 6; spec-1 §2 "Calendar events list", §4 "Reschedule", "Cancel meeting"):
 * the viewer's upcoming meetings; a card opens its details, where it may be moved or cancelled.
 */
export function CalendarPage() {
  const intl = useIntl();
  const { viewer, timezone, events, loading, error, refetch } = useCalendarEvents();
  const [openId, setOpenId] = useState<string | null>(null);
  const [moving, setMoving] = useState<CalendarEntry | null>(null);
  // The list's own copy, so that a refetch shows in the open modal (and a vanished meeting closes it).
  const opened = events?.find((event) => event.id === openId) ?? null;

  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>
          <FormattedMessage id="calendar.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="calendar.intro" />
        </Text>
      </Stack>
      {error && !events ? <CalendarLoadError error={error} onRetry={() => void refetch()} /> : null}
      {loading && !events ? (
        <Loader role="status" aria-label={intl.formatMessage({ id: "calendar.loading" })} />
      ) : null}
      {events && events.length === 0 ? (
        <Text c="dimmed" data-testid="calendar-empty">
          <FormattedMessage id="calendar.empty" />
        </Text>
      ) : null}
      {events && events.length > 0 ? (
        <EventList events={events} timezone={timezone} onOpen={(event) => setOpenId(event.id)} />
      ) : null}
      <MessagesGate areas={PANEL_MESSAGES} loading={null}>
        <CalendarFeedSection />
      </MessagesGate>
      <EventDetailsModal
        event={opened}
        timezone={timezone}
        onClose={() => setOpenId(null)}
        onCancelled={refetch}
        onReschedule={(event) => {
          setOpenId(null);
          setMoving(event);
        }}
      />
      {moving && viewer ? (
        <BookingModal
          opened
          onClose={() => setMoving(null)}
          hosts={moving.hosts.length > 0 ? moving.hosts : [moving.organizer]}
          viewer={viewer}
          durations={[moving.durationInMinutes]}
          startupId={null}
          reschedule={{
            eventId: moving.id,
            durationInMinutes: moving.durationInMinutes,
            description: moving.description,
          }}
          onBooked={() => void refetch()}
        />
      ) : null}
    </Stack>
  );
}
