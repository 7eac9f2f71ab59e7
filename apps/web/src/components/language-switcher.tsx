import { isLocale, LOCALE_NAMES, LOCALES, toLanguageTag } from "@launchpad/domain";
import { InputBase } from "@mantine/core";
import { useIntl } from "react-intl";
import { useLocale } from "../lib/i18n/locale-context.ts";
import { GlobeIcon } from "./globe-icon.tsx";
import { LineIcon } from "./line-icon.tsx";

type LanguageSwitcherProps = { className?: string };

/**
 * The public pages' language choice: the browser's own select (Mantine's Select would bring
 * its dropdown machinery, a sixth of the login page's script: issue 13), drawn by Mantine's
 * input as its NativeSelect draws it, with a chevron of our own (NativeSelect and its
 * Combobox chevron were 1.7 KB of the login page). Each language is named in itself and
 * marked with its lang for screen readers.
 */
export function LanguageSwitcher({ className }: LanguageSwitcherProps) {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();

  return (
    <InputBase
      component="select"
      className={className}
      aria-label={intl.formatMessage({ id: "language.label" })}
      value={locale}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLocale(value)) setLocale(value);
      }}
      leftSection={<GlobeIcon />}
      rightSection={
        <LineIcon size={16}>
          <path d="M7 10l5 5l5-5" />
        </LineIcon>
      }
      rightSectionPointerEvents="none"
      w={220}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={toLanguageTag(option)}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </InputBase>
  );
}
