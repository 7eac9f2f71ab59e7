import { CombinedGraphQLErrors } from "@apollo/client/errors";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import type { BookingError } from "./booking-state.ts";

/**
 * Why createCalendarEvent refused (docs/booking-api.md; spec-1 §8; spec-2 §9):
 * - ConflictError: the slot was taken meanwhile → back to the time step, slots refetched.
 * - ForbiddenError REQUIRES_CONNECTION / INSUFFICIENT_HOUR_ALLOCATION / PLAN, NotFoundError:
 *   said in the user's language.
 * - Anything else (a ValidationError's reason, a network failure) is shown as sent.
 */
export type BookingFailure = { kind: "slotTaken" } | { kind: "alert"; error: BookingError };

const BY_REASON: Readonly<Record<string, MessageId>> = {
  REQUIRES_CONNECTION: "booking.error.requiresConnection",
  INSUFFICIENT_HOUR_ALLOCATION: "booking.error.insufficientHours",
  PLAN: "booking.error.plan",
};

export function readBookingFailure(error: unknown): BookingFailure {
  if (!CombinedGraphQLErrors.is(error)) {
    return { kind: "alert", error: { message: error instanceof Error ? error.message : String(error) } };
  }
  const extensions = error.errors[0]?.extensions ?? {};
  const name = extensions.name;
  if (name === "ConflictError") return { kind: "slotTaken" };
  const reason = typeof extensions.reason === "string" ? BY_REASON[extensions.reason] : undefined;
  if (name === "ForbiddenError" && reason) return { kind: "alert", error: { messageId: reason } };
  if (name === "NotFoundError") return { kind: "alert", error: { messageId: "booking.error.hostNotFound" } };
  return { kind: "alert", error: { message: error.errors.map((entry) => entry.message).join(". ") } };
}
