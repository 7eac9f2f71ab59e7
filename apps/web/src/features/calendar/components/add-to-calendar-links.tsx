import { Stack } from "@mantine/core";
import { CalendarLinks, IcsDownload } from "../../booking/index.ts";
import { useEventIcs } from "../hooks/use-event-ics.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";

/**
 * What a card's 'Add to your calendar' popover holds: the meeting's .ics (asked of the server
 * when downloaded) and the calendars' own forms. In a chunk of its own, loaded when a
 * popover first opens (decision 034).
 */
export function AddToCalendarLinks({ event }: { event: CalendarEntry }) {
  const loadIcs = useEventIcs(event.id);
  return (
    <Stack gap="sm" align="flex-start">
      <IcsDownload ics={loadIcs} />
      <CalendarLinks
        event={{
          title: event.summary,
          start: event.start * 1000,
          end: event.end * 1000,
          description: event.description,
          location: event.location,
        }}
      />
    </Stack>
  );
}
