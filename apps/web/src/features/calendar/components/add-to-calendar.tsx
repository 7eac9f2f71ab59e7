import { Button, Popover } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { lazyComponent } from "../../../lib/lazy-component.tsx";
import type { CalendarEntry } from "../lib/calendar-types.ts";

/** The popover's content (the .ics and the calendars' links) comes when it first opens. */
const AddToCalendarLinks = lazyComponent(() =>
  import("./add-to-calendar-links.tsx").then((m) => m.AddToCalendarLinks),
);

/**
 * A card's 'Add to your calendar': the meeting's .ics (asked of the server when downloaded)
 * and the calendars' own forms, in a popover.
 */
export function AddToCalendar({ event }: { event: CalendarEntry }) {
  return (
    <Popover position="bottom-start" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="subtle" size="compact-sm">
          <FormattedMessage id="calendar.card.addToCalendar" />
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <AddToCalendarLinks event={event} />
      </Popover.Dropdown>
    </Popover>
  );
}
