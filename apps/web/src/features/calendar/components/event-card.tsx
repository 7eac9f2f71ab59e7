import { Card, Group, Stack, Text, UnstyledButton } from "@mantine/core";
import type { MouseEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { TimeRange } from "../../booking/index.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { isJoinLink } from "../lib/location.ts";
import { AddToCalendar } from "./add-to-calendar.tsx";
import classes from "./event-card.module.css";
import { JoinButton, StartupFileLink } from "./meeting-links.tsx";

type EventCardProps = { event: CalendarEntry; timezone: string; onOpen: (event: CalendarEntry) => void };

/**
 * spec-1 §2 "Calendar events list": title, time and zone, duration, attendees, location or a
 * 'Join' button, the related startup file and 'Add to your calendar'. Clicking the card (not
 * one of its links) opens the meeting's details; the title is the keyboard's way in.
 */
export function EventCard({ event, timezone, onOpen }: EventCardProps) {
  const intl = useIntl();
  const openUnlessControl = (click: MouseEvent<HTMLElement>) => {
    const target = click.target as Element;
    // Clicks inside a popover come through the portal: only the card's own area opens it.
    if (!click.currentTarget.contains(target) || target.closest("a, button")) return;
    onOpen(event);
  };
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      onClick={openUnlessControl}
      data-testid="calendar-event"
      data-event-start={event.start}
    >
      <Stack gap={6}>
        <UnstyledButton className={classes.title} onClick={() => onOpen(event)}>
          {/* Text from the server keeps its own direction inside an Arabic page. */}
          <bdi>{event.summary}</bdi>
        </UnstyledButton>
        <TimeRange start={event.start * 1000} end={event.end * 1000} timezone={timezone} />
        <Text size="sm" c="dimmed">
          {intl.formatNumber(event.durationInMinutes, { style: "unit", unit: "minute", unitDisplay: "long" })}
        </Text>
        <Text size="sm">
          <FormattedMessage
            id="calendar.card.attendees"
            values={{ names: intl.formatList(event.attendees.map((attendee) => attendee.fullName)) }}
          />
        </Text>
        {event.location && !isJoinLink(event.location) ? (
          <Text size="sm">
            <FormattedMessage
              id="calendar.card.location"
              values={{ location: <bdi>{event.location}</bdi> }}
            />
          </Text>
        ) : null}
        <Group gap="sm" mt={4}>
          <JoinButton event={event} />
          <StartupFileLink event={event} />
          <AddToCalendar event={event} />
        </Group>
      </Stack>
    </Card>
  );
}
