import type { StartupConnection } from "./types.ts";

/**
 * What a connection offers the viewer (spec-1 §2 'Book a session', spec-2 §9
 * INSUFFICIENT_HOUR_ALLOCATION):
 * - "book": the assigned user takes bookings, is someone else, and offers a duration;
 * - "noHoursLeft": they would be bookable, but hour allocation is required and nothing remains;
 * - "none": nothing to offer (they take no bookings, it is the viewer, no duration).
 * The server checks all of it again when the meeting is made.
 */
export type BookingOption = "book" | "noHoursLeft" | "none";

export function bookingOptionOf(connection: StartupConnection, viewerId: string | null): BookingOption {
  if (!viewerId || connection.assignedUser.id === viewerId || !connection.takesBookings) return "none";
  if (connection.hourAllocationRequired && connection.minutesRemaining <= 0) return "noHoursLeft";
  return connection.availableDurationsInMins.length > 0 ? "book" : "none";
}
