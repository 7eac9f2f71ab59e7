import { Anchor, Group, Stack, Text } from "@mantine/core";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import {
  CALENDAR_PROVIDERS,
  type CalendarLinkEvent,
  type CalendarProvider,
  calendarLinks,
} from "../lib/calendar-links.ts";

const LABELS: Record<CalendarProvider, MessageId> = {
  google: "booking.calendar.google",
  outlook: "booking.calendar.outlook",
  office365: "booking.calendar.office365",
  yahoo: "booking.calendar.yahoo",
};

/** 'Add to your calendar': each link opens the calendar's own form in a new tab. */
export function CalendarLinks({ event }: { event: CalendarLinkEvent }) {
  const intl = useIntl();
  // Several meetings' links may be on one page (the calendar).
  const labelId = useId();
  const links = calendarLinks(event);
  const newTab = intl.formatMessage({ id: "booking.newTab" });
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm" id={labelId}>
        <FormattedMessage id="booking.confirmation.addToCalendar" />
      </Text>
      <Group gap="md" role="group" aria-labelledby={labelId}>
        {CALENDAR_PROVIDERS.map((provider) => {
          const label = intl.formatMessage({ id: LABELS[provider] });
          return (
            <Anchor
              key={provider}
              href={links[provider]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label} ${newTab}`}
              size="sm"
            >
              {label}
            </Anchor>
          );
        })}
      </Group>
    </Stack>
  );
}
