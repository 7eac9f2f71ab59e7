/** A localised JSON value ({ language: text }) in the locale, else its language, English, or the first. */
export function textIn(value: unknown, locale: string): string {
  if (!value || typeof value !== "object") return "";
  const text = value as Record<string, unknown>;
  const pick = text[locale] ?? text[locale.split("_")[0] ?? locale] ?? text.en ?? Object.values(text)[0];
  return typeof pick === "string" ? pick : "";
}
