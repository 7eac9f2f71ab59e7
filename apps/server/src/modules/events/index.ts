/**
 * The events module's door (docs/events.md): one-to-one events as booking reads and records
 * them, and the group events people are registered for (their calendars).
 */
export {
  cancelEventBooking,
  type EventForBooking,
  eventForBooking,
  recordEventBooking,
} from "./booking-door.service.ts";
export { type RegisteredEvent, registeredEventsFor } from "./calendar-source.service.ts";
export type { AttendeeStatus, EventStatus, EventType, IncubatorEventRow } from "./events.tables.ts";
