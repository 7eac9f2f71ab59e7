import { Button, Popover, Stack } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { CalendarLinks, IcsDownload } from "../../booking/index.ts";
import { useEventIcs } from "../hooks/use-event-ics.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";

/**
 * A card's 'Add to your calendar': the meeting's .ics (asked of the server when downloaded)
 * and the calendars' own forms, in a popover.
 */
export function AddToCalendar({ event }: { event: CalendarEntry }) {
  const loadIcs = useEventIcs(event.id);
  return (
    <Popover position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm">
          <FormattedMessage id="calendar.card.addToCalendar" />
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
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
      </Popover.Dropdown>
    </Popover>
  );
}
