import { createHash } from "node:crypto";

/**
 * A personal calendar feed's body (RFC 5545, decision 032), built from the iCalendar file of
 * each item (a meeting's or a calendar source's): their VEVENTs (and any VTIMEZONE they
 * refer to) in one VCALENDAR with METHOD:PUBLISH, which Google Calendar and Apple Calendar
 * subscribe to. Each VEVENT keeps its UID and SEQUENCE; its DTSTAMP becomes the item's last
 * change (an invitation's DTSTAMP is when the file was written, which would change the body,
 * and so the ETag, on every read) and it gains the item's absolute URL in the app. Hand-written
 * because it copies components, which no ICS library does without parsing and re-printing
 * them; lines are CRLF and folded at 75 octets (§3.1).
 */
export type FeedEntry = { ics: string; updatedAt: number; url: string | null };

const FOLD_AT = 75;

/** TEXT (§3.3.11): backslash, semicolon, comma escaped; line breaks as \n. */
export function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds an ASCII or UTF-8 line at 75 octets without splitting a character. */
export function fold(line: string): string {
  if (Buffer.byteLength(line) <= FOLD_AT) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = FOLD_AT - (parts.length > 0 ? 1 : 0);
    if (Buffer.byteLength(current + char) > limit) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const utc = (seconds: number) =>
  new Date(seconds * 1000)
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");

/** The named components of a file (BEGIN:<name> … END:<name>, nesting kept), as line lists. */
export function componentsOf(ics: string, name: string): string[][] {
  const found: string[][] = [];
  let current: string[] | null = null;
  let depth = 0;
  for (const line of ics.split(/\r?\n/)) {
    if (current === null) {
      if (line === `BEGIN:${name}`) {
        current = [line];
        depth = 1;
      }
      continue;
    }
    current.push(line);
    if (line === `BEGIN:${name}`) depth += 1;
    if (line === `END:${name}`) depth -= 1;
    if (depth === 0) {
      found.push(current);
      current = null;
    }
  }
  return found;
}

function feedEvent(lines: string[], entry: FeedEntry): string[] {
  const out: string[] = [];
  let inAlarm = false;
  for (const line of lines) {
    if (line === "BEGIN:VALARM") inAlarm = true;
    // A subscriber's own alarms are theirs to set; an organiser's would ring everyone's.
    if (!inAlarm) {
      if (line.startsWith("DTSTAMP:")) out.push(`DTSTAMP:${utc(entry.updatedAt)}`);
      else if (line === "END:VEVENT" && entry.url && !lines.some((l) => l.startsWith("URL"))) {
        out.push(fold(`URL:${entry.url}`), line);
      } else out.push(line);
    }
    if (line === "END:VALARM") inAlarm = false;
  }
  return out;
}

export function feedBody(name: string, entries: FeedEntry[]): string {
  const zones = new Map<string, string[]>();
  const events: string[] = [];
  for (const entry of entries) {
    for (const zone of componentsOf(entry.ics, "VTIMEZONE")) {
      const id = zone.find((l) => l.startsWith("TZID"));
      if (id && !zones.has(id)) zones.set(id, zone);
    }
    for (const event of componentsOf(entry.ics, "VEVENT")) events.push(...feedEvent(event, entry));
  }
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Launchpad//Personal calendar feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    fold(`X-WR-CALNAME:${escapeText(name)}`),
    fold(`NAME:${escapeText(name)}`),
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...[...zones.values()].flat(),
    ...events,
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

/** A strong ETag of a body. */
export function etagOf(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, `*`, lists). */
export function matchesEtag(header: string | string[] | undefined, etag: string): boolean {
  if (!header) return false;
  const values = (Array.isArray(header) ? header.join(",") : header).split(",").map((v) => v.trim());
  return values.some((v) => v === "*" || v.replace(/^W\//, "") === etag);
}
