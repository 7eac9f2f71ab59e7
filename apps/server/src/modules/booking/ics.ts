import { createEvent, type EventAttributes } from "ics";

/**
 * The meeting's iCalendar file (RFC 5545) from the `ics` library: one stable UID per
 * meeting, SEQUENCE rising on every change, METHOD REQUEST (or CANCEL), times in UTC.
 */
export type IcsMeeting = {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  summary: string;
  description: string | null;
  location: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  cancelled?: boolean;
};

const utc = (d: Date): [number, number, number, number, number] => [
  d.getUTCFullYear(),
  d.getUTCMonth() + 1,
  d.getUTCDate(),
  d.getUTCHours(),
  d.getUTCMinutes(),
];

export function meetingIcs(m: IcsMeeting): string {
  const attributes: EventAttributes = {
    uid: m.uid,
    sequence: m.sequence,
    start: utc(m.start),
    startInputType: "utc",
    startOutputType: "utc",
    end: utc(m.end),
    endInputType: "utc",
    endOutputType: "utc",
    title: m.summary,
    method: m.cancelled ? "CANCEL" : "REQUEST",
    status: m.cancelled ? "CANCELLED" : "CONFIRMED",
    organizer: { name: m.organizer.name, email: m.organizer.email },
    attendees: m.attendees.map((a) => ({
      name: a.name,
      email: a.email,
      rsvp: true,
      role: "REQ-PARTICIPANT",
    })),
    ...(m.description ? { description: m.description } : {}),
    ...(m.location ? { location: m.location } : {}),
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error("The ICS could not be written");
  return value;
}
