import { isLocale, LOCALE_NAMES, LOCALES, toLanguageTag } from "@launchpad/domain";
import { Select, type SelectProps } from "@mantine/core";
import { useIntl } from "react-intl";
import { useLocale } from "../lib/i18n/locale-context.ts";
import { GlobeIcon } from "./globe-icon.tsx";

const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: LOCALE_NAMES[locale] }));

/** Each language is named in itself and marked with its lang for screen readers. */
const renderLanguage: SelectProps["renderOption"] = ({ option }) =>
  isLocale(option.value) ? <span lang={toLanguageTag(option.value)}>{option.label}</span> : option.label;

type LanguageSwitcherProps = { className?: string };

export function LanguageSwitcher({ className }: LanguageSwitcherProps) {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();

  return (
    <Select
      className={className}
      aria-label={intl.formatMessage({ id: "language.label" })}
      data={LANGUAGE_OPTIONS}
      value={locale}
      onChange={(value) => {
        if (isLocale(value)) setLocale(value);
      }}
      allowDeselect={false}
      leftSection={<GlobeIcon />}
      renderOption={renderLanguage}
      w={220}
    />
  );
}
