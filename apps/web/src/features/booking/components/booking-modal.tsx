import { Modal } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { BookingFlow, type BookingFlowProps } from "./booking-flow.tsx";

export type BookingModalProps = BookingFlowProps & { opened: boolean };

/**
 * The 'Book a session' modal (spec-1 §2). Each opening starts a new booking: the flow lives
 * only while the modal is open. With `reschedule` it is the 'Reschedule the meeting' modal.
 */
export function BookingModal({ opened, onClose, ...flow }: BookingModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<FormattedMessage id={flow.reschedule ? "booking.rescheduleTitle" : "booking.title"} />}
      size="lg"
      closeOnClickOutside={false}
      data-testid="booking-modal"
    >
      {opened ? <BookingFlow onClose={onClose} {...flow} /> : null}
    </Modal>
  );
}
