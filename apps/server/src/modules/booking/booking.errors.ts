import { AppError, ConflictError, ForbiddenError } from "../../graphql/errors.ts";

/**
 * The booking module's typed errors and their reason codes (`extensions.reason`), which the
 * web app switches on: a slot taken meanwhile, a startup's booking restrictions, a host who
 * tries to move their own meeting.
 */
export const BOOKING_REASONS = [
  "SLOT_TAKEN",
  "REQUIRES_CONNECTION",
  "INSUFFICIENT_HOUR_ALLOCATION",
  "HOST_CANNOT_RESCHEDULE",
] as const;
export type BookingReason = (typeof BOOKING_REASONS)[number];

/** A slot taken meanwhile: `extensions.reason` SLOT_TAKEN tells it from other conflicts. */
export class SlotTakenError extends ConflictError {
  constructor() {
    super("This time slot is no longer available", { reason: "SLOT_TAKEN" satisfies BookingReason });
  }
}

/** The organisation's booking rules refuse a booking for the startup (spec-2 §5). */
export class BookingRestrictedError extends AppError {
  constructor(
    reason: Extract<BookingReason, "REQUIRES_CONNECTION" | "INSUFFICIENT_HOUR_ALLOCATION">,
    message: string,
  ) {
    super("ForbiddenError", message, { reason });
  }
}

/** The hosts and the organizer of a meeting cannot reschedule it (spec-1 §5). */
export class HostCannotRescheduleError extends AppError {
  constructor() {
    super("ForbiddenError", "The host of a meeting cannot reschedule it", {
      reason: "HOST_CANNOT_RESCHEDULE" satisfies BookingReason,
    });
  }
}

/** Another person's calendar needs AVAILABILITY:EDIT. */
export class NotYourCalendarError extends ForbiddenError {
  constructor() {
    super("You can only see your own calendar");
  }
}
