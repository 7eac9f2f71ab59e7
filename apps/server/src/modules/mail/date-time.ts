import { toLanguageTag } from "@launchpad/domain";
import { mailLocale } from "./mail-template.ts";

/** A meeting's start as its recipient reads it: their language, their zone, the zone named. */
export function meetingTime(start: Date, language: string | null | undefined, timeZone: string): string {
  const format = (zone: string) =>
    `${new Intl.DateTimeFormat(toLanguageTag(mailLocale(language)), {
      dateStyle: "full",
      timeStyle: "short",
      timeZone: zone,
    }).format(start)} (${zone})`;
  try {
    return format(timeZone);
  } catch {
    return format("UTC"); // a zone this runtime does not know
  }
}
