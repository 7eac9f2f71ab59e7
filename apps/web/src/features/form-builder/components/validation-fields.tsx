import type { Question, Validations } from "@launchpad/domain/forms";
import { Checkbox, Group, NumberInput, SimpleGrid, TagsInput, TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { FILE_TYPES, isMultiple, TEXT_TYPES } from "../lib/question-defaults.ts";

type Props = {
  question: Question;
  type: Question["questionType"];
  onChange: (validations: Validations) => void;
};

const MB = 1024 * 1024;

/** The rules a question's answer must meet (spec-2 §9), those its type knows. */
export function ValidationFields({ question, type, onChange }: Props) {
  const intl = useIntl();
  const validations = question.validations ?? {};
  const set = <K extends keyof Validations>(key: K, value: Validations[K] | undefined) => {
    const next = { ...validations };
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) delete next[key];
    else next[key] = value;
    onChange(next);
  };
  const say = (id: MessageId) => intl.formatMessage({ id });
  const num = (
    key: "min" | "max" | "minLength" | "maxLength" | "minItems" | "maxItems",
    label: MessageId,
  ) => (
    <NumberInput
      key={key}
      label={say(label)}
      value={validations[key] ?? ""}
      min={key === "min" || key === "max" ? undefined : 0}
      allowDecimal={key === "min" || key === "max"}
      onChange={(value) => set(key, typeof value === "number" ? value : undefined)}
      data-testid={`validation-${key}`}
    />
  );
  const fields = [];
  if (TEXT_TYPES.includes(type) && type !== "text_link") {
    fields.push(
      num("minLength", "formBuilder.rules.minLength"),
      num("maxLength", "formBuilder.rules.maxLength"),
    );
  }
  if (type === "number")
    fields.push(num("min", "formBuilder.rules.min"), num("max", "formBuilder.rules.max"));
  if (type === "date") {
    fields.push(
      <TextInput
        key="minDate"
        type="date"
        label={say("formBuilder.rules.minDate")}
        value={validations.minDate ?? ""}
        onChange={(event) => set("minDate", event.currentTarget.value || undefined)}
        data-testid="validation-minDate"
      />,
      <TextInput
        key="maxDate"
        type="date"
        label={say("formBuilder.rules.maxDate")}
        value={validations.maxDate ?? ""}
        onChange={(event) => set("maxDate", event.currentTarget.value || undefined)}
        data-testid="validation-maxDate"
      />,
    );
  }
  if (isMultiple(type))
    fields.push(
      num("minItems", "formBuilder.rules.minChoices"),
      num("maxItems", "formBuilder.rules.maxChoices"),
    );
  if (type === "table")
    fields.push(num("minItems", "formBuilder.rules.minRows"), num("maxItems", "formBuilder.rules.maxRows"));
  if (FILE_TYPES.includes(type)) {
    fields.push(
      num("maxItems", "formBuilder.rules.maxFiles"),
      <NumberInput
        key="maxFileSize"
        label={say("formBuilder.rules.maxFileSize")}
        value={validations.maxFileSize ? Math.round((validations.maxFileSize / MB) * 10) / 10 : ""}
        min={0.1}
        decimalScale={1}
        onChange={(value) =>
          set("maxFileSize", typeof value === "number" && value > 0 ? Math.round(value * MB) : undefined)
        }
        data-testid="validation-maxFileSize"
      />,
      <TagsInput
        key="fileTypes"
        label={say("formBuilder.rules.fileTypes")}
        description={say("formBuilder.rules.fileTypesHint")}
        value={validations.fileTypes ?? []}
        onChange={(values) =>
          set(
            "fileTypes",
            [...new Set(values.map((value) => value.trim().toLowerCase().replace(/^\./, "")))].filter(
              (value) => /^[a-z0-9]{1,10}$/.test(value),
            ),
          )
        }
        data-testid="validation-fileTypes"
      />,
    );
  }
  return (
    <>
      <Group>
        <Checkbox
          label={say("formBuilder.rules.required")}
          checked={validations.required === true}
          onChange={(event) => set("required", event.currentTarget.checked || undefined)}
          data-testid="validation-required"
        />
        {type === "text" ? (
          <Checkbox
            label={say("formBuilder.rules.email")}
            checked={validations.format === "email"}
            onChange={(event) => set("format", event.currentTarget.checked ? "email" : undefined)}
            data-testid="validation-email"
          />
        ) : null}
      </Group>
      {fields.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {fields}
        </SimpleGrid>
      ) : null}
    </>
  );
}
