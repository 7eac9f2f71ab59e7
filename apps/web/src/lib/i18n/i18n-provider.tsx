import { type Locale, toLanguageTag } from "@launchpad/domain";
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useMemo, useState } from "react";
import { IntlProvider } from "react-intl";
import { reloadOnceAfterChunkError } from "../chunk-reload.ts";
import { applyDocumentLanguage } from "./document-language.ts";
import { loadMessages, type MessageFiles, type Messages } from "./load-messages.ts";
import { LocaleContext } from "./locale-context.ts";
import { readLocaleCookie, writeLocaleCookie } from "./locale-cookie.ts";
import { type MessageAreas, MessageAreasContext } from "./message-areas.ts";
import { resolveLocale } from "./resolve-locale.ts";
import type { StartupNameAlternative } from "./startup-term.ts";
import { UserLocaleContext } from "./user-locale-context.ts";

type I18nProviderProps = {
  /**
   * The message files loaded first (a stable list); a MessagesGate below asks for more
   * (decision 022: the signed-in area's features).
   */
  messageFiles: readonly MessageFiles[];
  /** The organisation's default language, used when neither the visitor nor the signed-in user chose one. */
  fallbackLocale?: string | null | undefined;
  /** The organisation's word for startup (spec-2 §1): it replaces "startup" in every message. */
  startupNameAlternative?: StartupNameAlternative | null | undefined;
  /** Shown until the first messages arrive. */
  loading?: ReactNode;
  children: ReactNode;
};

type Loaded = {
  locale: Locale;
  messages: Messages;
  /** English too while startups are renamed in another language: it tells singular from plural. */
  english?: Messages | undefined;
  /** The message files these messages come from. */
  areas: readonly MessageFiles[];
  /** The renaming code, loaded only while the organisation renames startups (issue 13: /login's bytes). */
  renamer?: typeof import("./startup-term.ts") | undefined;
};

/**
 * react-intl with lazily loaded messages. While another language loads, the current one
 * stays on screen, so switching never flashes a blank page.
 */
export function I18nProvider({
  messageFiles,
  fallbackLocale,
  startupNameAlternative,
  loading = null,
  children,
}: I18nProviderProps) {
  const [chosen, setChosen] = useState<Locale | null>(() => readLocaleCookie());
  const [userLanguage, setUserLanguage] = useState<string | null>(null);
  const locale = resolveLocale([chosen, userLanguage, fallbackLocale]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const renaming = Boolean(startupNameAlternative?.active);
  const withEnglish = locale !== "en" && renaming;
  const [asked, setAsked] = useState<readonly MessageFiles[]>([]);
  const areas = useMemo(
    () => [...messageFiles, ...asked.filter((area) => !messageFiles.includes(area))],
    [messageFiles, asked],
  );

  useEffect(() => {
    let current = true;
    Promise.all([
      loadMessages(areas, locale),
      withEnglish ? loadMessages(areas, "en") : undefined,
      renaming ? import("./startup-term.ts") : undefined,
    ]).then(
      ([messages, english, renamer]) => current && setLoaded({ locale, messages, english, areas, renamer }),
      (error: unknown) => {
        if (!reloadOnceAfterChunkError(error)) console.error(error);
      },
    );
    return () => {
      current = false;
    };
  }, [areas, locale, withEnglish, renaming]);

  useLayoutEffect(() => {
    if (loaded) applyDocumentLanguage(loaded.locale);
  }, [loaded]);

  const setLocale = useCallback((next: Locale) => {
    writeLocaleCookie(next);
    setChosen(next);
  }, []);

  const renamer = loaded?.renamer;
  const term = loaded && renamer ? renamer.startupTermFor(startupNameAlternative, loaded.locale) : null;
  const singular = term?.singular;
  const plural = term?.plural;
  // Keyed by the words, not the object: a refetched organisation with the same label keeps the messages.
  const messages = useMemo(
    () =>
      loaded &&
      (renamer && singular && plural
        ? renamer.renameStartup(loaded.messages, loaded.locale, { singular, plural }, loaded.english)
        : loaded.messages),
    [loaded, renamer, singular, plural],
  );

  const context = useMemo(() => (loaded ? { locale: loaded.locale, setLocale } : null), [loaded, setLocale]);
  const messageAreas = useMemo<MessageAreas>(
    () => ({
      ask: (more) =>
        setAsked((previous) => {
          const missing = more.filter((area) => !previous.includes(area));
          return missing.length > 0 ? [...previous, ...missing] : previous;
        }),
      has: (wanted) => Boolean(loaded && wanted.every((area) => loaded.areas.includes(area))),
    }),
    [loaded],
  );

  if (!loaded || !context || !messages) return loading;
  return (
    <LocaleContext value={context}>
      <UserLocaleContext value={setUserLanguage}>
        <MessageAreasContext value={messageAreas}>
          <IntlProvider locale={toLanguageTag(loaded.locale)} messages={messages} defaultLocale="en">
            {children}
          </IntlProvider>
        </MessageAreasContext>
      </UserLocaleContext>
    </LocaleContext>
  );
}
