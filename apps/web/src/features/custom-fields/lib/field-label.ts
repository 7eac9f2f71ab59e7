import type { Locale } from "@launchpad/domain";
import { type LocalizedText, localized } from "@launchpad/domain/forms";

/** A field's label (or any localized text) in the interface language, else English, else any. */
export function textIn(value: unknown, locale: Locale): string {
  if (!value || typeof value !== "object") return "";
  return localized(value as LocalizedText, locale);
}
