import { useQuery } from "@apollo/client/react";
import { Alert, Button, Loader, Modal, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { FormattedMessage } from "react-intl";
import { ApplicationMeetingBookingQuery } from "../api/application-booking.query.ts";
import { useBookingViewer } from "../hooks/use-booking-viewer.ts";
import type { EventBookingTarget } from "../lib/types.ts";
import { BookingFlow } from "./booking-flow.tsx";

export type ApplicationBookingModalProps = {
  /** The application whose meeting round's review meeting the applicant books. */
  applicationId: string;
  opened: boolean;
  onClose: () => void;
  /** After the meeting is made: the meeting page's invitation has changed. */
  onBooked?: () => void;
};

/**
 * 'Book your meeting' for an invited applicant (issue 17, decision 051; spec-1 §4 "For event
 * or applicant bookings the duration is preset and the flow starts at the date step"): the
 * scheduler with the meeting round's duration preset, its hosts' own slots (one host's each),
 * and the meeting recorded on the invitation (createCalendarEvent, contextType Application).
 */
export function ApplicationBookingModal({
  applicationId,
  opened,
  onClose,
  onBooked,
}: ApplicationBookingModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<FormattedMessage id="booking.title" />}
      size="lg"
      closeOnClickOutside={false}
      data-testid="booking-modal"
    >
      {opened ? (
        <ApplicationBooking applicationId={applicationId} onClose={onClose} onBooked={onBooked} />
      ) : null}
    </Modal>
  );
}

function ApplicationBooking({
  applicationId,
  onClose,
  onBooked,
}: Omit<ApplicationBookingModalProps, "opened">) {
  const viewerQuery = useBookingViewer();
  const { data, loading, error, refetch } = useQuery(ApplicationMeetingBookingQuery, {
    variables: { applicationId },
    fetchPolicy: "network-only",
  });
  const booking = data?.availabilitiesByApplicationId;
  const viewer = viewerQuery.viewer;
  const duration = booking?.meetingDetails.meetingDuration ?? null;
  const missingDuration = Boolean(booking) && !duration;
  useEffect(() => {
    // spec-1 §8: logged, not shown in other words than the load error below.
    if (missingDuration) console.error("No application meeting duration found");
  }, [missingDuration]);
  const failure = error ?? viewerQuery.error;
  if ((failure && (!booking || !viewer)) || missingDuration) {
    return (
      <Alert color="red" role="alert" title={<FormattedMessage id="booking.event.loadError" />}>
        <Stack gap="xs" align="flex-start">
          {failure ? <Text size="sm">{failure.message}</Text> : null}
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
  if (!booking || !viewer || loading || !duration) return <Loader aria-busy="true" />;
  const target: EventBookingTarget = {
    eventId: booking.applicationId,
    contextType: "Application",
    title: booking.title,
    durationInMinutes: duration,
    start: booking.start,
    end: booking.end,
    availabilityMode: booking.availabilityMode,
  };
  return (
    <Stack gap="sm">
      <Text fw={600} data-testid="booking-event-title">
        <bdi>{booking.title}</bdi>
      </Text>
      <BookingFlow
        hosts={booking.hosts}
        viewer={viewer}
        durations={[duration]}
        startupId={null}
        event={target}
        onClose={onClose}
        onBooked={onBooked}
      />
    </Stack>
  );
}
