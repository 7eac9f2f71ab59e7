import { isLocale, LOCALE_NAMES, type Locale, toLanguageTag } from "@launchpad/domain";
import { NativeSelect } from "@mantine/core";
import { useIntl } from "react-intl";

/** The form's own languages (only those), each named in itself. */
export function FormLanguage({
  locales,
  value,
  onChange,
}: {
  locales: readonly Locale[];
  value: Locale;
  onChange: (locale: Locale) => void;
}) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: "formFill.language" });
  return (
    <NativeSelect
      label={label}
      value={value}
      w={200}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLocale(next)) onChange(next);
      }}
    >
      {locales.map((option) => (
        <option key={option} value={option} lang={toLanguageTag(option)}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </NativeSelect>
  );
}
