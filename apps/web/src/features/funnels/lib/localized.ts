import { LOCALES, type Locale } from "@launchpad/domain";

/** Localised text as the API gives it: { language: text }. */
export type Localized = Partial<Record<Locale, string>>;

export function asLocalized(value: unknown): Localized {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      ([key, text]) => (LOCALES as readonly string[]).includes(key) && typeof text === "string",
    ),
  ) as Localized;
}

/** The text in `locale`, else in English, else in any language it has. */
export function pick(value: unknown, locale: string): string {
  const text = asLocalized(value);
  return text[locale as Locale] || text.en || Object.values(text).find(Boolean) || "";
}

/** The languages a text is written in, the interface's first. */
export function languagesOf(value: Localized, locale: Locale): Locale[] {
  const present = LOCALES.filter((language) => value[language] !== undefined);
  return present.includes(locale) ? [locale, ...present.filter((l) => l !== locale)] : [locale, ...present];
}

/** Without empty languages (what the server keeps anyway). */
export function compact(value: Localized): Localized {
  return Object.fromEntries(Object.entries(value).filter(([, text]) => text?.trim())) as Localized;
}
