import { zonedTimeToUtc } from "@launchpad/domain";
import { Stack, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { dayOf, panelDays } from "../lib/panel-week.ts";
import { PanelEventCard } from "./panel-event-card.tsx";

type PanelDaysProps = {
  start: string;
  events: readonly CalendarEntry[];
  timezone: string;
  now: number;
  busy: boolean;
  onOpen: (event: CalendarEntry) => void;
  onNavigate: () => void;
};

/** The five days, each with its items in order of start (an item belongs to the day it starts). */
export function PanelDays({ start, events, timezone, now, busy, onOpen, onNavigate }: PanelDaysProps) {
  const intl = useIntl();
  return (
    <Stack gap="md" aria-busy={busy} data-testid="calendar-panel-days">
      {panelDays(start).map((day) => {
        const mine = events.filter((e) => dayOf(e.start, timezone) === day);
        return (
          <Stack key={day} gap={6} component="section" data-day={day}>
            <Title order={3} size="h6">
              {intl.formatDate(zonedTimeToUtc(day, 12 * 60, timezone), {
                weekday: "long",
                day: "numeric",
                month: "long",
                timeZone: timezone,
              })}
            </Title>
            {mine.length === 0 ? (
              <Text size="sm" c="dimmed">
                <FormattedMessage id="calendarPanel.nothing" />
              </Text>
            ) : (
              mine.map((event) => (
                <PanelEventCard
                  key={event.id}
                  event={event}
                  timezone={timezone}
                  now={now}
                  onOpen={onOpen}
                  onNavigate={onNavigate}
                />
              ))
            )}
          </Stack>
        );
      })}
    </Stack>
  );
}
