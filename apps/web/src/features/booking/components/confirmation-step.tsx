import { utcToZoned } from "@launchpad/domain";
import { Anchor, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { conferenceOf } from "../lib/conference.ts";
import { formatDay } from "../lib/format.ts";
import type { BookedEvent } from "../lib/types.ts";
import { CalendarLinks } from "./calendar-links.tsx";
import classes from "./confirmation-step.module.css";
import { IcsDownload, type IcsSource } from "./ics-download.tsx";
import { JoinMeetingButton } from "./join-meeting-button.tsx";
import { TimeRange } from "./time-range.tsx";

type ConfirmationStepProps = {
  event: BookedEvent;
  /** The ICS text, or how to ask for it when downloaded (the calendar's details). */
  ics: IcsSource;
  timezone: string;
  /** The heading above the details; null for none (the calendar's details modal has its own title). */
  headingId?: MessageId | null;
  /** Called when 'Go to Event' leaves for the event's page (the modal around it closes). */
  onLeave?: () => void;
};

/**
 * spec-1 §2 Confirmation: date, time range with the viewer's zone, duration, location,
 * organizer, description, attendees, 'Go to Event' when the meeting belongs to an incubator
 * event, the .ics download and add-to-calendar links.
 */
export function ConfirmationStep({
  event,
  ics,
  timezone,
  headingId = "booking.confirmation.title",
  onLeave,
}: ConfirmationStepProps) {
  const intl = useIntl();
  const start = event.start * 1000;
  const end = event.end * 1000;
  const minutes = Math.round((event.end - event.start) / 60);
  return (
    <Stack gap="md" data-testid="booking-confirmation">
      {headingId ? (
        <Title order={3} size="h4">
          <FormattedMessage id={headingId} />
        </Title>
      ) : null}
      <dl className={classes.details}>
        <Detail labelId="booking.confirmation.date">
          {formatDay(intl.locale, utcToZoned(start, timezone).date)}
        </Detail>
        <Detail labelId="booking.confirmation.time">
          <TimeRange start={start} end={end} timezone={timezone} />
        </Detail>
        <Detail labelId="booking.confirmation.duration">
          {intl.formatNumber(minutes, { style: "unit", unit: "minute", unitDisplay: "long" })}
        </Detail>
        <Detail labelId="booking.confirmation.location">
          <MeetingPlace event={event} />
        </Detail>
        <Detail labelId="booking.confirmation.organizer">{event.organizer.fullName}</Detail>
        <Detail labelId="booking.confirmation.description">
          {event.description ? (
            <bdi className={classes.description}>{event.description}</bdi>
          ) : (
            <FormattedMessage id="booking.confirmation.noDescription" />
          )}
        </Detail>
        <Detail labelId="booking.confirmation.attendees">
          {intl.formatList(
            event.attendees.map((attendee) => attendee.fullName),
            { type: "unit" },
          )}
        </Detail>
      </dl>
      {event.contextType === "IncubatorEvent" && event.contextId ? (
        <Anchor
          component={Link}
          to={`/events/${encodeURIComponent(event.contextId)}`}
          onClick={onLeave}
          data-testid="go-to-event"
        >
          <FormattedMessage id="booking.confirmation.goToEvent" />
        </Anchor>
      ) : null}
      <IcsDownload ics={ics} />
      <CalendarLinks
        event={{
          title: event.summary,
          start,
          end,
          description: event.description,
          location: event.location ?? event.locationLink ?? null,
        }}
      />
    </Stack>
  );
}

/**
 * Where the meeting is: its place (text), and a join button naming the provider for its
 * conferencing link; with neither, spec-1 §8's message naming the host and their e-mail.
 */
function MeetingPlace({ event }: { event: BookedEvent }) {
  const join = conferenceOf(event.conferenceProvider, event.locationLink ?? event.location);
  const place = event.location && event.location.trim() !== join?.url ? event.location : null;
  if (!place && !join)
    return (
      <FormattedMessage
        id="booking.confirmation.noLocation"
        values={{ hostName: event.organizer.fullName, email: event.organizer.email }}
      />
    );
  return (
    <Stack gap={6} align="flex-start">
      {place ? <bdi>{place}</bdi> : null}
      {join ? <JoinMeetingButton conference={join} /> : null}
    </Stack>
  );
}

function Detail({ labelId, children }: { labelId: MessageId; children: ReactNode }) {
  return (
    <div className={classes.row}>
      <Text component="dt" size="sm" c="dimmed">
        <FormattedMessage id={labelId} />
      </Text>
      <Text component="dd" size="sm">
        {children}
      </Text>
    </div>
  );
}
