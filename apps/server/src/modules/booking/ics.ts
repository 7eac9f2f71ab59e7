/**
 * The meeting's iCalendar file (RFC 5545), written here from our own typed values: one stable
 * UID per meeting, SEQUENCE rising on every change, METHOD REQUEST (or CANCEL), times in UTC.
 * No schema validation per meeting (issue 13: the `ics` library's cost 1 ms each, most of a
 * calendar request); what the values may hold is made safe by the writer itself: TEXT is
 * escaped (§3.3.11), parameter values quoted with RFC 6868's caret escapes, control
 * characters dropped, and each content line folded at 75 octets (§3.1).
 *
 * A conferencing link goes in RFC 7986's CONFERENCE property (§5.11: VALUE=URI, FEATURE
 * VIDEO, LABEL the provider's name), and in LOCATION too when the meeting has no place of
 * its own, for the calendars that read no CONFERENCE.
 */
export type IcsMeeting = {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  /** When the file is written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string | null;
  location: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  cancelled?: boolean;
  /** A conferencing link (https) and the provider's name, if any. */
  conference?: { url: string; label: string | null } | null;
};

const PRODUCT_ID = "-//Launchpad//Meetings//EN";
/** Control characters that neither TEXT nor a quoted parameter may hold (tab and line breaks are handled apart). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
const FOLD_AT = 75;

/** A TEXT value (§3.3.11): backslash, semicolon and comma escaped, a line break as \n. */
export function escapeText(value: string): string {
  return value
    .replace(CONTROL, "")
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** A quoted parameter value such as CN (§3.2, RFC 6868: ^ as ^^, " as ^', a line break as ^n). */
export function quoteParam(value: string): string {
  const safe = value
    .replace(CONTROL, "")
    .replace(/\^/g, "^^")
    .replace(/"/g, "^'")
    .replace(/\r\n|\r|\n/g, "^n");
  return `"${safe}"`;
}

const octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * One content line folded (§3.1): no line longer than 75 octets without its CRLF, a
 * continuation starts with a space, and no UTF-8 character is split.
 */
export function foldLine(line: string): string {
  if (line.length <= FOLD_AT / 4 || Buffer.byteLength(line) <= FOLD_AT) return line;
  const parts: string[] = [];
  let current = "";
  let size = 0;
  for (const char of line) {
    const width = octets(char.codePointAt(0) ?? 0);
    // A continuation's leading space counts towards its 75 octets.
    if (size + width > FOLD_AT - (parts.length > 0 ? 1 : 0)) {
      parts.push(current);
      current = "";
      size = 0;
    }
    current += char;
    size += width;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** A UTC DATE-TIME (§3.3.5, form 2): YYYYMMDDTHHMMSSZ. */
export function utcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

const mailto = (email: string) => `mailto:${email.replace(CONTROL, "").trim()}`;

/** A URI value: control characters and white space can only be mistakes, and would break the line. */
const uri = (value: string) => value.replace(CONTROL, "").replace(/\s/g, "");

function conferenceLines(m: IcsMeeting): string[] {
  if (!m.conference) return [];
  const label = m.conference.label ? `;LABEL=${quoteParam(m.conference.label)}` : "";
  return [`CONFERENCE;VALUE=URI;FEATURE=VIDEO${label}:${uri(m.conference.url)}`];
}

export function meetingIcs(m: IcsMeeting): string {
  const location = m.location || m.conference?.url || null;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    `METHOD:${m.cancelled ? "CANCEL" : "REQUEST"}`,
    "BEGIN:VEVENT",
    `UID:${escapeText(m.uid)}`,
    `DTSTAMP:${utcDateTime(m.stamp)}`,
    `DTSTART:${utcDateTime(m.start)}`,
    `DTEND:${utcDateTime(m.end)}`,
    `SEQUENCE:${Math.trunc(m.sequence)}`,
    `SUMMARY:${escapeText(m.summary)}`,
    ...(m.description ? [`DESCRIPTION:${escapeText(m.description)}`] : []),
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    ...conferenceLines(m),
    `STATUS:${m.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    `ORGANIZER;CN=${quoteParam(m.organizer.name || "Organizer")}:${mailto(m.organizer.email)}`,
    ...m.attendees.map(
      (a) => `ATTENDEE;RSVP=TRUE;ROLE=REQ-PARTICIPANT;CN=${quoteParam(a.name || a.email)}:${mailto(a.email)}`,
    ),
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
