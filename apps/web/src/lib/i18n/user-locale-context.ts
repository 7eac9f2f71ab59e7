import { createContext, useContext } from "react";

/**
 * The signed-in user's saved language (spec-2 §9 order: the lang_pref cookie, then the
 * user's language, then the organisation's default). The signed-in area reports it once the
 * user is loaded, and withdraws it (null) on sign-out. Without a provider it does nothing.
 */
export const UserLocaleContext = createContext<(language: string | null) => void>(() => {});

export function useSetUserLocale(): (language: string | null) => void {
  return useContext(UserLocaleContext);
}
