import { Button, Group } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { type BookingState, canGoNext } from "../lib/booking-state.ts";

type BookingFooterProps = {
  state: BookingState;
  viewerIsHost: boolean;
  /** Booking a new meeting ('Schedule Meeting') or moving one ('Reschedule'). */
  mode?: "book" | "reschedule";
  scheduling: boolean;
  onBack: () => void;
  onNext: () => void;
  onSchedule: () => void;
  onClose: () => void;
};

/**
 * spec-1 §2, §4: Back (Cancel on the first step), Next (disabled until the step has a choice)
 * and 'Schedule Meeting' ('Reschedule' when moving a meeting) on the last step before
 * confirmation, hidden for a host (spec-1 §4, §6: a host can neither book nor reschedule).
 */
export function BookingFooter({
  state,
  viewerIsHost,
  mode = "book",
  scheduling,
  onBack,
  onNext,
  onSchedule,
  onClose,
}: BookingFooterProps) {
  const step = state.currentStep;
  if (step === "confirmation") {
    return (
      <Group justify="flex-end">
        <Button onClick={onClose}>
          <FormattedMessage id="booking.close" />
        </Button>
      </Group>
    );
  }
  const first = step === state.firstStep;
  return (
    <Group justify="space-between">
      <Button variant="default" onClick={first ? onClose : onBack} disabled={scheduling}>
        <FormattedMessage id={first ? "booking.cancel" : "booking.back"} />
      </Button>
      {step !== "preConfirmation" ? (
        <Button onClick={onNext} disabled={!canGoNext(state)}>
          <FormattedMessage id="booking.next" />
        </Button>
      ) : viewerIsHost ? null : (
        <Button onClick={onSchedule} loading={scheduling}>
          <FormattedMessage id={mode === "reschedule" ? "booking.reschedule" : "booking.schedule"} />
        </Button>
      )}
    </Group>
  );
}
