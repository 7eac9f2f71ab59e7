import { google, office365, outlook, yahoo } from "calendar-link";
import type { Services } from "../../graphql/context.ts";
import type { ServiceContext } from "../../service-context.ts";
import { CalendarLinkError } from "./calendar.errors.ts";
import { entryById } from "./calendar-entries.service.ts";

/**
 * calendarLink(eventId, eventType, calendarType) (spec-1 §7): an add-event address of Google
 * Calendar, Outlook.com, Office 365 or Yahoo for a meeting or a source's item the viewer may
 * see, made by `calendar-link` (times in UTC, so each calendar shows its own user's zone). The
 * description ends with the item's address in the app. Any failure is spec-1 §8's text.
 */
export const CALENDAR_TYPES = ["GOOGLE", "OUTLOOK", "OFFICE365", "YAHOO"] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

const MAKERS = { GOOGLE: google, OUTLOOK: outlook, OFFICE365: office365, YAHOO: yahoo } as const;

type Ctx = ServiceContext & Pick<Services, "calendarSources">;

export async function calendarLink(
  ctx: Ctx,
  origin: string,
  args: { eventId: string; eventType: string; calendarType: CalendarType },
): Promise<string> {
  const entry = await entryById(ctx, args.eventId, args.eventType).catch(() => null);
  const make = MAKERS[args.calendarType];
  if (!entry || !make || entry.status === "cancelled") throw new CalendarLinkError();
  const page = `${origin}${entry.link ?? "/calendar"}`;
  try {
    return make({
      title: entry.summary,
      start: new Date(entry.start * 1000).toISOString(),
      end: new Date(entry.end * 1000).toISOString(),
      description: entry.description ? `${entry.description}\n\n${page}` : page,
      location: entry.location ?? undefined,
    });
  } catch {
    throw new CalendarLinkError();
  }
}
