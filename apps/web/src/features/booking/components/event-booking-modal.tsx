import { useQuery } from "@apollo/client/react";
import { Alert, Button, Loader, Modal, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { IncubatorEventBookingQuery } from "../api/event-booking.query.ts";
import { useBookingViewer } from "../hooks/use-booking-viewer.ts";
import { BookingFlow } from "./booking-flow.tsx";

export type EventBookingModalProps = {
  /** The one-to-one event whose slot is booked. */
  eventId: string;
  opened: boolean;
  onClose: () => void;
  /** After the meeting is made: the event page's bookings may have changed. */
  onBooked?: () => void;
};

/**
 * 'Book a session' for a one-to-one event (issue 15; spec-1 §4): the scheduler with the
 * event's duration preset, starting at the date step, its days from the event's start, its
 * own free slots (per host or overlapping), and the meeting recorded on the event. Each
 * opening starts a new booking.
 */
export function EventBookingModal({ eventId, opened, onClose, onBooked }: EventBookingModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<FormattedMessage id="booking.title" />}
      size="lg"
      closeOnClickOutside={false}
      data-testid="booking-modal"
    >
      {opened ? <EventBooking eventId={eventId} onClose={onClose} onBooked={onBooked} /> : null}
    </Modal>
  );
}

function EventBooking({ eventId, onClose, onBooked }: Omit<EventBookingModalProps, "opened">) {
  const viewerQuery = useBookingViewer();
  const { data, loading, error, refetch } = useQuery(IncubatorEventBookingQuery, { variables: { eventId } });
  const booking = data?.incubatorEventBooking;
  const viewer = viewerQuery.viewer;
  const failure = error ?? viewerQuery.error;
  if (failure && (!booking || !viewer)) {
    return (
      <Alert color="red" role="alert" title={<FormattedMessage id="booking.event.loadError" />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{failure.message}</Text>
          <Button
            size="xs"
            variant="light"
            color="red"
            onClick={() => void (viewer ? refetch() : viewerQuery.refetch())}
          >
            <FormattedMessage id="booking.retry" />
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!booking || !viewer || loading) return <Loader aria-busy="true" />;
  return (
    <Stack gap="sm">
      <Text fw={600} data-testid="booking-event-title">
        <bdi>{booking.title}</bdi>
      </Text>
      <BookingFlow
        hosts={booking.hosts}
        viewer={viewer}
        durations={[booking.durationInMinutes]}
        startupId={viewer.startups[0]?.id ?? null}
        event={booking}
        onClose={onClose}
        onBooked={onBooked}
      />
    </Stack>
  );
}
