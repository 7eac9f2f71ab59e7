/**
 * 'Add to calendar' links for a booked meeting (spec-1 §2 Confirmation: Google, Outlook,
 * Office 365 and Yahoo). Times are written in UTC ("Z"), so each calendar shows them in its
 * own user's zone. Empty fields are left out of the address.
 */
export type CalendarLinkEvent = {
  title: string;
  /** Milliseconds since the epoch. */
  start: number;
  end: number;
  description?: string | null;
  location?: string | null;
};

export const CALENDAR_PROVIDERS = ["google", "outlook", "office365", "yahoo"] as const;
export type CalendarProvider = (typeof CALENDAR_PROVIDERS)[number];

/** 2026-07-14T08:30:00Z */
export const isoUtc = (ms: number): string => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

/** 20260714T083000Z, the compact form Google and Yahoo read. */
export const compactUtc = (ms: number): string => isoUtc(ms).replace(/[-:]/g, "");

function query(params: Record<string, string | null | undefined>): string {
  return Object.entries(params)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join("&");
}

function outlookCompose(base: string, event: CalendarLinkEvent): string {
  return `${base}?${query({
    path: "/calendar/action/compose",
    rru: "addevent",
    startdt: isoUtc(event.start),
    enddt: isoUtc(event.end),
    subject: event.title,
    body: event.description,
    location: event.location,
    allday: "false",
  })}`;
}

export function calendarLink(provider: CalendarProvider, event: CalendarLinkEvent): string {
  switch (provider) {
    case "google":
      return `https://calendar.google.com/calendar/render?${query({
        action: "TEMPLATE",
        dates: `${compactUtc(event.start)}/${compactUtc(event.end)}`,
        text: event.title,
        details: event.description,
        location: event.location,
      })}`;
    case "outlook":
      return outlookCompose("https://outlook.live.com/calendar/0/action/compose", event);
    case "office365":
      return outlookCompose("https://outlook.office.com/calendar/0/action/compose", event);
    case "yahoo":
      return `https://calendar.yahoo.com/?${query({
        v: "60",
        title: event.title,
        st: compactUtc(event.start),
        et: compactUtc(event.end),
        desc: event.description,
        in_loc: event.location,
      })}`;
  }
}

export function calendarLinks(event: CalendarLinkEvent): Record<CalendarProvider, string> {
  return {
    google: calendarLink("google", event),
    outlook: calendarLink("outlook", event),
    office365: calendarLink("office365", event),
    yahoo: calendarLink("yahoo", event),
  };
}
