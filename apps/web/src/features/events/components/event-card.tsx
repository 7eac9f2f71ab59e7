import { Badge, Card, Group, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { EventSummary } from "../lib/types.ts";
import { EventWhen } from "./event-when.tsx";
import classes from "./events.module.css";
import { TagChips } from "./tag-chips.tsx";

type EventCardProps = { event: EventSummary; timeZone: string };

/**
 * An event in the list: cover, title (its link covers the card), when in the viewer's
 * zone, hosts, topics, and seats left (group) or bookings (one-to-one).
 */
export function EventCard({ event, timeZone }: EventCardProps) {
  const intl = useIntl();
  return (
    <Card withBorder radius="md" padding={0} className={classes.card} data-testid="event-card">
      {event.coverUrl ? (
        <img src={event.coverUrl} alt="" className={classes.cover} loading="lazy" />
      ) : (
        <div className={classes.cover} aria-hidden="true" />
      )}
      <Stack gap={8} p="md">
        <Group gap={6}>
          <Badge variant="outline" radius="sm" tt="none" color="gray.7">
            <FormattedMessage id={`events.kind.${event.eventType}`} />
          </Badge>
          {event.status !== "PUBLISHED" ? (
            <Badge variant="filled" radius="sm" tt="none" color="violet.9">
              <FormattedMessage id={`events.status.${event.status}`} />
            </Badge>
          ) : null}
          {event.viewerAttendeeStatus && event.viewerAttendeeStatus !== "CANCELLED" ? (
            <Badge variant="filled" radius="sm" tt="none" color="teal.9" data-testid="event-card-attendance">
              <FormattedMessage id={`events.attendee.${event.viewerAttendeeStatus}`} />
            </Badge>
          ) : null}
        </Group>
        <Text
          component={Link}
          to={`/events/${encodeURIComponent(event.id)}`}
          fw={600}
          size="lg"
          lh={1.3}
          dir="auto"
          className={`${classes.stretched} ${classes.wrap}`}
        >
          {event.title}
        </Text>
        <EventWhen start={event.startTime} end={event.endTime} timeZone={timeZone} />
        {event.hosts.length > 0 ? (
          <Text size="sm" c="dimmed" className={classes.wrap}>
            <FormattedMessage
              id="events.card.hosts"
              values={{
                names: intl.formatList(
                  event.hosts.map((host) => host.fullName),
                  { type: "conjunction" },
                ),
              }}
            />
          </Text>
        ) : null}
        <TagChips tags={event.topics} label={intl.formatMessage({ id: "events.list.topics" })} />
        <Text size="sm" fw={500} data-testid="event-card-seats">
          <SeatsOrBookings event={event} />
        </Text>
      </Stack>
    </Card>
  );
}

export function SeatsOrBookings({
  event,
}: {
  event: Pick<EventSummary, "eventType" | "capacity" | "seatsLeft" | "noOfBookings">;
}) {
  if (event.eventType === "ONE_ON_ONE")
    return <FormattedMessage id="events.card.bookings" values={{ count: event.noOfBookings }} />;
  if (event.capacity == null || event.seatsLeft == null)
    return <FormattedMessage id="events.card.unlimited" />;
  if (event.seatsLeft <= 0) return <FormattedMessage id="events.card.full" />;
  return <FormattedMessage id="events.card.seatsLeft" values={{ count: event.seatsLeft }} />;
}
