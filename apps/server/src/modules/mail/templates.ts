import { DEFAULT_LOCALE, isLocale, type Locale, toLanguageTag } from "@launchpad/domain";
import type { OutgoingEmail } from "./mailer.ts";
import { MESSAGES } from "./template-messages.ts";

/**
 * E-mails in the recipient's language (their user language, else the incubator's
 * default, else English). Plain text plus a minimal HTML version with the same content.
 */
export type TemplateKind = keyof (typeof MESSAGES)["en"];
export type TemplateValues = {
  organisation: string;
  link: string;
  name?: string;
  role?: string;
  /** meetingScheduled: who booked, the other people, the start (see meetingTime), the place. */
  booker?: string;
  with?: string;
  when?: string;
  location?: string;
};

const localeOf = (language: string | null | undefined): Locale =>
  isLocale(language) ? language : DEFAULT_LOCALE;

/** A meeting's start as its recipient reads it: their language, their zone, the zone named. */
export function meetingTime(start: Date, language: string | null | undefined, timeZone: string): string {
  const format = (zone: string) =>
    `${new Intl.DateTimeFormat(toLanguageTag(localeOf(language)), {
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

export function renderEmail(
  kind: TemplateKind,
  language: string | null | undefined,
  to: string,
  values: TemplateValues,
): OutgoingEmail {
  const locale = localeOf(language);
  const template = MESSAGES[locale][kind];
  const fill = (text: string) =>
    text.replace(/\{(\w+)\}/g, (_, key: keyof TemplateValues) => values[key] ?? "");
  const subject = fill(template.subject);
  const paragraphs = template.body.map(fill);
  const text = [...paragraphs.slice(0, -1), values.link, "", paragraphs.at(-1) ?? ""].join("\n\n");
  const dir = locale === "ar" ? "rtl" : "ltr";
  const html = [
    `<!doctype html><html lang="${toLanguageTag(locale)}" dir="${dir}"><body style="font-family:sans-serif">`,
    ...paragraphs.slice(0, -1).map((p) => `<p>${escapeHtml(p)}</p>`),
    `<p><a href="${escapeHtml(values.link)}">${escapeHtml(fill(template.action))}</a></p>`,
    `<p style="color:#666">${escapeHtml(paragraphs.at(-1) ?? "")}</p>`,
    "</body></html>",
  ].join("\n");
  return { kind, to, subject, text, html };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
