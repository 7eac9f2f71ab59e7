import { LOCALE_NAMES, LOCALES, toLanguageTag } from "@launchpad/domain";
import { ActionIcon, Menu, Tooltip } from "@mantine/core";
import { useIntl } from "react-intl";
import { GlobeIcon } from "../../../components/globe-icon.tsx";
import { useLocale } from "../../../lib/i18n/locale-context.ts";

/**
 * The language switcher of the top bar: a globe opening the list of languages, each named
 * in itself. Same choice as the login page's switcher (lang_pref cookie, 60 days).
 */
export function LanguageMenu() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const label = intl.formatMessage({ id: "language.label" });

  return (
    <Menu position="bottom-end" width={200} withinPortal>
      <Menu.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
            <GlobeIcon size={20} />
          </ActionIcon>
        </Tooltip>
      </Menu.Target>
      <Menu.Dropdown>
        {LOCALES.map((option) => (
          <Menu.Item
            key={option}
            lang={toLanguageTag(option)}
            onClick={() => setLocale(option)}
            aria-current={option === locale ? "true" : undefined}
            fw={option === locale ? 700 : undefined}
          >
            {LOCALE_NAMES[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
