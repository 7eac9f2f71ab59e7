import type { ReactNode } from "react";
import { PageLoader } from "../components/page-loader.tsx";
import { I18nProvider } from "../lib/i18n/i18n-provider.tsx";
import type { StartupNameAlternative } from "../lib/i18n/startup-term.ts";
import { DirectionSync } from "./direction-sync.tsx";
import { LocalizedComponentDefaults } from "./localized-component-defaults.tsx";
import { PUBLIC_MESSAGE_FILES } from "./public-messages.ts";

type LocalizedProvidersProps = {
  /** The organisation's default language. */
  fallbackLocale?: string | null | undefined;
  /** The organisation's word for "startup", when it has one. */
  startupNameAlternative?: StartupNameAlternative | null | undefined;
  children: ReactNode;
};

/**
 * Messages, `<html lang dir>`, Mantine's direction and its worded defaults (close buttons),
 * all from the one current locale. The public pages' messages load first; the signed-in
 * area asks for the rest (signed-in-area.tsx, decision 022).
 */
export function LocalizedProviders({
  fallbackLocale,
  startupNameAlternative,
  children,
}: LocalizedProvidersProps) {
  return (
    <I18nProvider
      messageFiles={PUBLIC_MESSAGE_FILES}
      fallbackLocale={fallbackLocale}
      startupNameAlternative={startupNameAlternative}
      loading={<PageLoader />}
    >
      <DirectionSync />
      <LocalizedComponentDefaults>{children}</LocalizedComponentDefaults>
    </I18nProvider>
  );
}
