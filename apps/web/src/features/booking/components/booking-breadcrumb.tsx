import { Anchor, Breadcrumbs } from "@mantine/core";
import { useIntl } from "react-intl";
import { type BookingState, type BookingStep, earlierSteps } from "../lib/booking-state.ts";
import { formatDay, formatTime } from "../lib/format.ts";
import { ChevronIcon } from "./booking-icons.tsx";

type BookingBreadcrumbProps = { state: BookingState; onJump: (step: BookingStep) => void };

/** spec-1 §2: the earlier steps, each showing its choice; pressing one goes back to it. */
export function BookingBreadcrumb({ state, onJump }: BookingBreadcrumbProps) {
  const intl = useIntl();
  const steps = earlierSteps(state);
  if (steps.length === 0) return null;

  const labelOf = (step: BookingStep): string => {
    if (step === "meetingDuration" && state.duration !== null)
      return intl.formatMessage({ id: "booking.duration.option" }, { duration: state.duration });
    if (step === "date" && state.selectedDate) return formatDay(intl.locale, state.selectedDate, "medium");
    if (step === "time" && state.selectedSlot)
      return formatTime(intl.locale, state.selectedSlot.startTime, state.timezone);
    return intl.formatMessage({ id: "booking.step.notes" });
  };

  return (
    <nav aria-label={intl.formatMessage({ id: "booking.steps.label" })}>
      <Breadcrumbs separator={<ChevronIcon towards="next" size={14} />} separatorMargin={6}>
        {steps.map((step) => (
          <Anchor
            key={step}
            component="button"
            type="button"
            size="sm"
            onClick={() => onJump(step)}
            data-step={step}
          >
            {labelOf(step)}
          </Anchor>
        ))}
      </Breadcrumbs>
    </nav>
  );
}
