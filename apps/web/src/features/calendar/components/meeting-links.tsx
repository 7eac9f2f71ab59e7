import { Anchor, Button } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import type { CalendarEntry } from "../lib/calendar-types.ts";
import { isJoinLink, startupFilePath } from "../lib/location.ts";

type MeetingEvent = Pick<CalendarEntry, "location" | "referenceType" | "referenceId" | "referenceName">;

/** 'Join' for a conferencing address (a plain address is read, not followed). */
export function JoinButton({ event }: { event: MeetingEvent }) {
  if (!isJoinLink(event.location)) return null;
  return (
    <Button
      component="a"
      href={event.location.trim()}
      target="_blank"
      rel="noopener noreferrer"
      size="compact-sm"
    >
      <FormattedMessage id="calendar.card.join" />
    </Button>
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
