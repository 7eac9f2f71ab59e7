/**
 * A funnel's or round's localised text ({ language: text }) in the interface's language,
 * else English, else the first it has.
 */
export function localizedText(value: unknown, locale: string): string {
  if (!value || typeof value !== "object") return typeof value === "string" ? value : "";
  const texts = value as Record<string, unknown>;
  const pick = (key: string) =>
    typeof texts[key] === "string" && texts[key] ? (texts[key] as string) : null;
  return (
    pick(locale) ?? pick("en") ?? Object.values(texts).find((t): t is string => typeof t === "string") ?? ""
  );
}
