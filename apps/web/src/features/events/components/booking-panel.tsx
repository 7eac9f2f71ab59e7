import { Alert, Button, Stack, Text } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { EventBookingModal } from "../../booking/index.ts";
import { eventTiming } from "../lib/event-timing.ts";
import type { EventDetail } from "../lib/types.ts";
import { ConfirmDialog } from "./confirm-dialog.tsx";
import { SeatsOrBookings } from "./event-card.tsx";
import { EventWhen } from "./event-when.tsx";

type BookingPanelProps = {
  event: EventDetail;
  now: number;
  timeZone: string;
  onCancel: (attendeeId: string) => Promise<void>;
  /** After a booking: the event's bookings and the viewer's own changed. */
  onBooked: () => void;
};

/**
 * A one-to-one event's booking: the number of bookings, then 'Book a session' (the booking
 * modal, starting at the date step with the duration preset), or the viewer's own session
 * with a way to cancel it. Hosts are told they host it; nothing is offered once it ended.
 */
export function BookingPanel({ event, now, timeZone, onCancel, onBooked }: BookingPanelProps) {
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const mine = event.viewerAttendee?.status === "BOOKED" ? event.viewerAttendee : null;
  const bookable =
    event.status === "PUBLISHED" && eventTiming(event.startTime, event.endTime, now) !== "past";

  const cancel = async () => {
    if (!mine) return;
    setBusy(true);
    setError(null);
    try {
      await onCancel(mine.id);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

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
      {mine?.booking ? (
        <Stack gap={4} role="status">
          <Text size="sm">
            <FormattedMessage id="events.book.booked" />
          </Text>
          <EventWhen start={mine.booking.startTime} end={mine.booking.endTime} timeZone={timeZone} />
        </Stack>
      ) : null}
      {!event.viewerIsHost && bookable ? (
        <Button onClick={() => setOpen(true)} data-testid="event-book">
          <FormattedMessage id="events.book.button" />
        </Button>
      ) : null}
      {mine ? (
        <Button
          variant="default"
          disabled={busy}
          onClick={() => setConfirming(true)}
          data-testid="event-cancel"
        >
          <FormattedMessage id="events.book.cancel" />
        </Button>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      <EventBookingModal
        eventId={event.id}
        opened={open}
        onClose={() => setOpen(false)}
        onBooked={onBooked}
      />
      <ConfirmDialog
        opened={confirming}
        title={<FormattedMessage id="events.book.title" />}
        body={<FormattedMessage id="events.register.confirmCancel" />}
        confirm={<FormattedMessage id="events.book.cancel" />}
        cancel={<FormattedMessage id="events.register.keep" />}
        busy={busy}
        onConfirm={() => void cancel()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
