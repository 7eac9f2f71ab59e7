import { Modal, Stack } from "@mantine/core";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { DismissibleAlert } from "../../../components/feedback/dismissible-alert.tsx";
import { readApiFailure } from "../../../lib/forms/api-failure.ts";
import { useCancelMeeting } from "../hooks/use-cancel-meeting.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { isEventRegistration } from "../lib/panel-week.ts";
import { CancelMeetingConfirm } from "./cancel-meeting-confirm.tsx";
import { EventDetails } from "./event-details.tsx";

export type EventDetailsModalProps = {
  event: CalendarEntry | null;
  timezone: string;
  onClose: () => void;
  onReschedule: (event: CalendarEntry) => void;
  /** After a cancellation: the list is asked again before the modal closes. */
  onCancelled: () => Promise<unknown>;
};

/** The 'Confirmation' modal of a calendar meeting (spec-1 §2), with its cancel dialog (§4). */
export function EventDetailsModal({
  event,
  timezone,
  onClose,
  onReschedule,
  onCancelled,
}: EventDetailsModalProps) {
  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={<FormattedMessage id="calendar.details.title" />}
      size="lg"
      data-testid="calendar-event-modal"
    >
      {event ? (
        // A new meeting starts on its details, without the last one's question or error.
        <ModalBody
          key={event.id}
          event={event}
          timezone={timezone}
          onClose={onClose}
          onReschedule={onReschedule}
          onCancelled={onCancelled}
        />
      ) : null}
    </Modal>
  );
}

function ModalBody({
  event,
  timezone,
  onClose,
  onReschedule,
  onCancelled,
}: EventDetailsModalProps & { event: CalendarEntry }) {
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancel, { loading: cancelling }] = useCancelMeeting();

  const confirmCancel = async () => {
    setError(null);
    try {
      await cancel(event.id);
    } catch (failure) {
      setConfirming(false);
      setError(readApiFailure(failure).message);
      return;
    }
    // The meeting is cancelled whatever the refetch answers; the list shows its own load error.
    await onCancelled().catch(() => undefined);
    onClose();
  };

  return (
    <Stack gap="md">
      {error ? (
        <DismissibleAlert color="red" role="alert" onClose={() => setError(null)}>
          {error}
        </DismissibleAlert>
      ) : null}
      {confirming ? (
        <CancelMeetingConfirm
          cancelling={cancelling}
          onConfirm={() => void confirmCancel()}
          onKeep={() => setConfirming(false)}
        />
      ) : (
        <EventDetails
          event={isEventRegistration(event) ? { ...event, canCancel: false, canReschedule: false } : event}
          timezone={timezone}
          onClose={onClose}
          onCancel={() => setConfirming(true)}
          onReschedule={() => onReschedule(event)}
        />
      )}
    </Stack>
  );
}
