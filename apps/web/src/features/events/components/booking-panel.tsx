import { useQuery } from "@apollo/client/react";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { EventBookingModal } from "../../booking/index.ts";
import { EventMeetingQuery } from "../api/event-meeting.query.ts";
import { eventTiming } from "../lib/event-timing.ts";
import type { EventDetail } from "../lib/types.ts";
import { SeatsOrBookings } from "./event-card.tsx";
import { EventWhen } from "./event-when.tsx";

type BookingPanelProps = {
  event: EventDetail;
  now: number;
  timeZone: string;
  /** After a booking: the event's bookings and the viewer's own changed. */
  onBooked: () => void;
};

/** The viewer's booked session, read from its meeting; moved or cancelled from the calendar. */
function MySession({ meetingId, timeZone }: { meetingId: string; timeZone: string }) {
  const { data } = useQuery(EventMeetingQuery, { variables: { id: meetingId } });
  const meeting = data?.calendarEvent;
  return (
    <Stack gap={4} role="status">
      <Text size="sm">
        <FormattedMessage id="events.book.booked" />
      </Text>
      {meeting ? (
        <EventWhen
          start={new Date(meeting.start * 1000).toISOString()}
          end={new Date(meeting.end * 1000).toISOString()}
          timeZone={timeZone}
        />
      ) : null}
      <Anchor component={Link} to="/calendar" size="sm">
        <FormattedMessage id="events.book.manage" />
      </Anchor>
    </Stack>
  );
}

/**
 * A one-to-one event's booking: the number of bookings, then 'Book a session' (the booking
 * modal, starting at the date step with the duration preset), and the viewer's own session
 * (a booking is a meeting: it is moved or cancelled from the calendar, as any meeting).
 * Hosts are told they host it; nothing is offered once it ended.
 */
export function BookingPanel({ event, now, timeZone, onBooked }: BookingPanelProps) {
  const [open, setOpen] = useState(false);
  const meetingId = event.viewerAttendee?.status === "BOOKED" ? event.viewerAttendee.meetingId : null;
  const bookable =
    event.status === "PUBLISHED" && eventTiming(event.startTime, event.endTime, now) !== "past";
  return (
    <Stack gap="sm" data-testid="booking-panel">
      <Text fw={600}>
        <SeatsOrBookings event={event} />
      </Text>
      {event.viewerIsHost ? (
        <Text size="sm">
          <FormattedMessage id="events.book.host" />
        </Text>
      ) : null}
      {meetingId ? <MySession meetingId={meetingId} timeZone={timeZone} /> : null}
      {!event.viewerIsHost && bookable ? (
        <Button onClick={() => setOpen(true)} data-testid="event-book">
          <FormattedMessage id="events.book.button" />
        </Button>
      ) : null}
      <EventBookingModal
        eventId={event.id}
        opened={open}
        onClose={() => setOpen(false)}
        onBooked={onBooked}
      />
    </Stack>
  );
}
