import { useLayoutEffect } from "react";
import { useCurrentUser } from "../../features/session/index.ts";
import { useSetUserLocale } from "../../lib/i18n/user-locale-context.ts";

/**
 * After sign-in, the user's saved language applies unless this browser chose one
 * (lang_pref); on sign-out the organisation's default applies again.
 */
export function UserLanguage() {
  const { language } = useCurrentUser();
  const setUserLocale = useSetUserLocale();
  useLayoutEffect(() => {
    setUserLocale(language);
    return () => setUserLocale(null);
  }, [language, setUserLocale]);
  return null;
}
