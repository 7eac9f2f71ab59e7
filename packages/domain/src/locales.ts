/** The ten interface languages of spec-1 §9; English is the source and the fallback. */
export const LOCALES = ["ar", "de", "en", "es", "fr", "id", "ja_JP", "ko", "pt", "uk"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
export const RTL_LOCALES: readonly Locale[] = ["ar"];

/** Each language's own name, as the language switcher shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  ar: "العربية",
  de: "Deutsch",
  en: "English",
  es: "Español",
  fr: "Français",
  id: "Bahasa Indonesia",
  ja_JP: "日本語",
  ko: "한국어",
  pt: "Português",
  uk: "Українська",
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: Locale): "rtl" | "ltr" {
  return RTL_LOCALES.includes(locale) ? "rtl" : "ltr";
}

/** BCP 47 tag for Intl APIs and the html lang attribute (ja_JP → ja-JP). */
export function toLanguageTag(locale: Locale): string {
  return locale.replace("_", "-");
}
