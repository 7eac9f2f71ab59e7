import { directionOf, type Locale, toLanguageTag } from "@launchpad/domain";

/** `<html lang dir>`: screen readers, fonts and the logical CSS properties follow them. */
export function applyDocumentLanguage(locale: Locale, root: HTMLElement = document.documentElement): void {
  root.lang = toLanguageTag(locale);
  root.dir = directionOf(locale);
}
