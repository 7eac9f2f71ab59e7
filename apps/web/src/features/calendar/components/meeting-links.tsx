import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { JoinMeetingButton } from "../../booking/index.ts";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { isJoinLink, startupFilePath } from "../lib/location.ts";

type MeetingEvent = Pick<
  CalendarEntry,
  "location" | "locationLink" | "conferenceProvider" | "referenceType" | "referenceId" | "referenceName"
>;

/**
 * 'Join' for a conferencing address, naming the provider ('Join with Zoom', 'Join with
 * Microsoft Teams'); a plain address is read, not followed.
 */
export function JoinButton({ event }: { event: MeetingEvent }) {
  return (
    <JoinMeetingButton
      conference={event.conferenceProvider}
      location={event.locationLink ?? (isJoinLink(event.location) ? event.location : null)}
    />
  );
}

/** The startup file (activities tab) of the startup whose hours the meeting uses. */
export function StartupFileLink({ event }: { event: MeetingEvent }) {
  if (event.referenceType !== "Startup" || !event.referenceId) return null;
  return (
    <Anchor component={Link} to={startupFilePath(event.referenceId)} size="sm">
      {event.referenceName ?? event.referenceId}
    </Anchor>
  );
}
