import { vi } from "vitest";

/** Inline iCalendar text for the tests: one VCALENDAR around the given lines (CRLF, as RFC 5545). */
export function ics(...lines: string[]): string {
  return ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Launchpad tests//EN", ...lines, "END:VCALENDAR"].join(
    "\r\n",
  );
}

export function vevent(uid: string, ...lines: string[]): string[] {
  return ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20250101T000000Z", ...lines, "END:VEVENT"];
}

export const PUBLIC_IP = "93.184.216.34";
export const publicLookup = async (_host: string) => [PUBLIC_IP];

type Reply = Response | (() => Response | Promise<Response>);

/** A fetch that answers each URL from `routes` (unknown URL: a network error) and records its calls. */
export function fakeFetch(routes: Record<string, Reply>) {
  const fetch = vi.fn(async (input: string | URL | Request, _init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    const reply = routes[url];
    if (!reply) throw new TypeError("fetch failed");
    return typeof reply === "function" ? reply() : reply.clone();
  });
  return fetch;
}

export const asFetch = (fn: ReturnType<typeof fakeFetch>) => fn as unknown as typeof globalThis.fetch;

/** A clock the test moves by hand. */
export function frozenClock(iso: string) {
  let now = Date.parse(iso);
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

export const at = (iso: string) => Date.parse(iso);

/** Busy intervals as ISO strings, to compare readably. */
export const isoIntervals = (busy: { start: number; end: number }[]) =>
  busy.map((b) => [new Date(b.start).toISOString(), new Date(b.end).toISOString()]);
