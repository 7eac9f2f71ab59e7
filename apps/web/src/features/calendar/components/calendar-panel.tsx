import { useQuery } from "@apollo/client/react";
import { Group, Loader, Stack } from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { BookingModal, safeTimeZone } from "../../booking/index.ts";
import { CalendarPanelQuery } from "../api/calendar-panel.query.ts";
import { useNow } from "../hooks/use-now.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { panelWindow, todayIn } from "../lib/panel-week.ts";
import { EventDetailsModal } from "./event-details-modal.tsx";
import { CalendarLoadError } from "./load-error.tsx";
import { PanelDays } from "./panel-days.tsx";
import { PanelNavigation } from "./panel-navigation.tsx";

/**
 * The calendar side panel (spec-1 §2): five days from today in the viewer's zone, stepped by
 * five days or a month, with their meetings and registered events; each card is past,
 * happening (with a moving marker) or upcoming; a card opens the 'Confirmation' modal.
 */
export function CalendarPanel({ onNavigate }: { onNavigate: () => void }) {
  const intl = useIntl();
  const now = useNow(true);
  const [first, setFirst] = useState<string | null>(null);
  const [zone, setZone] = useState<string>(() => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC");
  const start = first ?? todayIn(zone, now);
  const window = panelWindow(start, zone);
  const { data, previousData, loading, error, refetch } = useQuery(CalendarPanelQuery, {
    variables: window,
    fetchPolicy: "cache-and-network",
  });
  const shown = data ?? previousData;
  const viewerZone = safeTimeZone(shown?.currentUser?.timezone);
  // The days are the viewer's (their profile's zone), once known; until then the browser's.
  if (shown?.currentUser && viewerZone !== zone) setZone(viewerZone);
  const events = (shown?.calendarEvents ?? null) as readonly CalendarEntry[] | null;
  const [openId, setOpenId] = useState<string | null>(null);
  const [moving, setMoving] = useState<CalendarEntry | null>(null);
  const opened = events?.find((e) => e.id === openId) ?? null;

  return (
    <Stack gap="md">
      <PanelNavigation start={start} timezone={zone} today={todayIn(zone, now)} onChange={setFirst} />
      {error && !shown ? <CalendarLoadError error={error} onRetry={() => void refetch()} /> : null}
      {loading && !events ? (
        <Group justify="center">
          <Loader size="sm" role="status" aria-label={intl.formatMessage({ id: "calendar.loading" })} />
        </Group>
      ) : null}
      {events ? (
        <PanelDays
          start={start}
          events={events}
          timezone={zone}
          now={now}
          busy={loading}
          onOpen={(event) => setOpenId(event.id)}
          onNavigate={onNavigate}
        />
      ) : null}
      <EventDetailsModal
        event={opened}
        timezone={zone}
        onClose={() => setOpenId(null)}
        onCancelled={() => refetch()}
        onReschedule={(event) => {
          setOpenId(null);
          setMoving(event);
        }}
      />
      {moving && shown?.currentUser ? (
        <BookingModal
          opened
          onClose={() => setMoving(null)}
          hosts={moving.hosts.length > 0 ? moving.hosts : [moving.organizer]}
          viewer={shown.currentUser}
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
