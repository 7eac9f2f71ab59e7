import type { Locale } from "@launchpad/domain";
import { createContext, useContext } from "react";

export type LocaleContextValue = {
  locale: Locale;
  /** Switches the interface language and remembers the choice. */
  setLocale: (locale: Locale) => void;
};

export const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error("useLocale must be used inside <I18nProvider>");
  return value;
}
