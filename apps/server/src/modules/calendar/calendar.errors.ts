import { AppError } from "../../graphql/errors.ts";

/**
 * The calendar module's typed errors. A calendar link that cannot be made (the event is
 * unknown, not the viewer's to see, or of an unknown type) says spec-1 §8's text;
 * `extensions.reason` CALENDAR_LINK_FAILED tells the web app which message to show.
 */
export const CALENDAR_LINK_FAILED = "An error occurred while generating the calendar link";

export class CalendarLinkError extends AppError {
  constructor() {
    super("NotFoundError", CALENDAR_LINK_FAILED, { reason: "CALENDAR_LINK_FAILED" });
  }
}
