import { Stack, Title } from "@mantine/core";
import { useIntl } from "react-intl";
import { formatDay, formatMonth } from "../../booking/index.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { groupByMonthAndDay } from "../lib/group-events.ts";
import { EventCard } from "./event-card.tsx";

type EventListProps = {
  events: readonly CalendarEntry[];
  timezone: string;
  onOpen: (event: CalendarEntry) => void;
};

/** The meetings under their month, then their day, in the viewer's language and zone. */
export function EventList({ events, timezone, onOpen }: EventListProps) {
  const intl = useIntl();
  return (
    <Stack gap="xl" data-testid="calendar-events">
      {groupByMonthAndDay(events, timezone).map((month) => (
        <Stack
          key={month.month}
          gap="md"
          component="section"
          aria-labelledby={`calendar-month-${month.month}`}
        >
          <Title order={2} size="h3" id={`calendar-month-${month.month}`}>
            {formatMonth(intl.locale, month.month)}
          </Title>
          {month.days.map((day) => (
            <Stack key={day.date} gap="xs" data-date={day.date}>
              <Title order={3} size="h5" c="dimmed">
                {formatDay(intl.locale, day.date)}
              </Title>
              {day.events.map((event) => (
                <EventCard key={event.id} event={event} timezone={timezone} onOpen={onOpen} />
              ))}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
