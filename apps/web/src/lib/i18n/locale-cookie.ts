import { isLocale, type Locale } from "@launchpad/domain";

/** spec-2 §9: the language choice is kept in the `lang_pref` cookie for 60 days. */
export const LOCALE_COOKIE = "lang_pref";
export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 24 * 60 * 60;

export function readLocaleCookie(cookies: string = document.cookie): Locale | null {
  for (const pair of cookies.split(";")) {
    const [name, ...rest] = pair.trim().split("=");
    if (name !== LOCALE_COOKIE) continue;
    const value = rest.join("=");
    return isLocale(value) ? value : null;
  }
  return null;
}

export function writeLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the oldest browsers we support (spec-1 §9).
  document.cookie = `${LOCALE_COOKIE}=${locale}; max-age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; path=/; samesite=lax`;
}
