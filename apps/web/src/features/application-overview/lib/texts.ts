/** Localised text as the API gives it ({ language: text }): in `locale`, else English, else any. */
export function textIn(value: unknown, locale: string): string {
  if (typeof value !== "object" || value === null) return "";
  const text = value as Record<string, unknown>;
  const pick = (key: string) => (typeof text[key] === "string" ? (text[key] as string) : "");
  return (
    pick(locale) ||
    pick("en") ||
    (Object.values(text).find((v) => typeof v === "string" && v) as string) ||
    ""
  );
}
