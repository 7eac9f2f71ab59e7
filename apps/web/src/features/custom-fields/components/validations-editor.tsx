import type { CustomFieldType } from "@launchpad/domain/custom-fields";
import type { Validations } from "@launchpad/domain/forms";
import { Group, NumberInput, Switch, TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { MULTIPLE_TYPES } from "../lib/field-draft.ts";

type Props = {
  type: CustomFieldType;
  value: Validations;
  onChange: (value: Validations) => void;
  errors: Record<string, string>;
};

type NumberKey = "min" | "max" | "minLength" | "maxLength" | "minItems" | "maxItems";

/** The rules a value must follow, those that fit the field's type (spec-2 §3 validations). */
export function ValidationsEditor({ type, value, onChange, errors }: Props) {
  const intl = useIntl();
  const say = (id: string) => intl.formatMessage({ id: `customFields.validation.${id}` as MessageId });
  const number = (key: NumberKey, integer = true) => (
    <NumberInput
      key={key}
      label={say(key)}
      value={value[key] ?? ""}
      allowDecimal={!integer}
      min={integer ? 0 : undefined}
      onChange={(next) => onChange({ ...value, [key]: typeof next === "number" ? next : undefined })}
      error={errors[`validations.${key}`]}
      w={180}
    />
  );
  const date = (key: "minDate" | "maxDate") => (
    <TextInput
      key={key}
      type="date"
      label={say(key)}
      value={value[key] ?? ""}
      onChange={(event) => onChange({ ...value, [key]: event.currentTarget.value || undefined })}
      error={errors[`validations.${key}`]}
      w={200}
    />
  );
  return (
    <>
      <Switch
        label={say("required")}
        checked={value.required === true}
        onChange={(event) => onChange({ ...value, required: event.currentTarget.checked || undefined })}
      />
      <Group align="flex-start" wrap="wrap">
        {(type === "text" || type === "text_long" || type === "text_link") && [
          number("minLength"),
          number("maxLength"),
        ]}
        {type === "number" && [number("min", false), number("max", false)]}
        {type === "date" && [date("minDate"), date("maxDate")]}
        {MULTIPLE_TYPES.includes(type) && [number("minItems"), number("maxItems")]}
      </Group>
      {type === "text" && (
        <Switch
          label={say("email")}
          checked={value.format === "email"}
          onChange={(event) =>
            onChange({ ...value, format: event.currentTarget.checked ? "email" : undefined })
          }
        />
      )}
    </>
  );
}
