import { type Locale, toLanguageTag } from "@launchpad/domain";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { IntlProvider } from "react-intl";
import { reloadOnceAfterChunkError } from "../chunk-reload.ts";
import { applyDocumentLanguage } from "./document-language.ts";
import { loadMessages, type Messages } from "./load-messages.ts";
import { LocaleContext } from "./locale-context.ts";
import { readLocaleCookie, writeLocaleCookie } from "./locale-cookie.ts";
import { resolveLocale } from "./resolve-locale.ts";
import { UserLocaleContext } from "./user-locale-context.ts";

type I18nProviderProps = {
  /** The organisation's default language, used when neither the visitor nor the signed-in user chose one. */
  fallbackLocale?: string | null | undefined;
  /** Shown until the first messages arrive. */
  loading?: ReactNode;
  children: ReactNode;
};

type Loaded = { locale: Locale; messages: Messages };

/**
 * react-intl with lazily loaded messages. While another language loads, the current one
 * stays on screen, so switching never flashes a blank page.
 */
export function I18nProvider({ fallbackLocale, loading = null, children }: I18nProviderProps) {
  const [chosen, setChosen] = useState<Locale | null>(() => readLocaleCookie());
  const [userLanguage, setUserLanguage] = useState<string | null>(null);
  const locale = resolveLocale([chosen, userLanguage, fallbackLocale]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    loadMessages(locale).then(
      (messages) => current && setLoaded({ locale, messages }),
      (error: unknown) => {
        if (!reloadOnceAfterChunkError(error)) console.error(error);
      },
    );
    return () => {
      current = false;
    };
  }, [locale]);

  useLayoutEffect(() => {
    if (loaded) applyDocumentLanguage(loaded.locale);
  }, [loaded]);

  const setLocale = useCallback((next: Locale) => {
    writeLocaleCookie(next);
    setChosen(next);
  }, []);

  const context = useMemo(() => (loaded ? { locale: loaded.locale, setLocale } : null), [loaded, setLocale]);

  if (!loaded || !context) return loading;
  return (
    <LocaleContext value={context}>
      <UserLocaleContext value={setUserLanguage}>
        <IntlProvider locale={toLanguageTag(loaded.locale)} messages={loaded.messages} defaultLocale="en">
          {children}
        </IntlProvider>
      </UserLocaleContext>
    </LocaleContext>
  );
}
