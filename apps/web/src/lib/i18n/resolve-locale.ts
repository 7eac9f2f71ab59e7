import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from "@launchpad/domain";

/**
 * The interface language: the user's choice (cookie), else the incubator's default
 * language, else English. Tags such as "fr-CA", "pt_BR" or "ja" match their language.
 */
export function resolveLocale(candidates: readonly (string | null | undefined)[]): Locale {
  for (const candidate of candidates) {
    const locale = candidate ? matchLocale(candidate) : null;
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}

export function matchLocale(tag: string): Locale | null {
  const normalized = tag.trim().replace("-", "_");
  if (isLocale(normalized)) return normalized;
  const language = normalized.split("_")[0]?.toLowerCase();
  return LOCALES.find((locale) => locale.split("_")[0] === language) ?? null;
}
