import type { Question } from "@launchpad/domain/forms";
import { Alert, Divider, NumberInput, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { bindField, type CustomFieldChoice } from "../lib/custom-field-choice.ts";
import { CHOICE_TYPES, hasOptions, isScoredKind, TREE_TYPES } from "../lib/question-defaults.ts";
import { useBuilder } from "./builder-context.ts";
import { CalculationEditor } from "./calculation-editor.tsx";
import { ColumnsEditor } from "./columns-editor.tsx";
import { LocalizedFields, withText } from "./localized-fields.tsx";
import { LogicEditor } from "./logic-editor.tsx";
import { OptionsEditor } from "./options-editor.tsx";
import { ValidationFields } from "./validation-fields.tsx";

type TypeSettingsProps = {
  question: Question;
  onChange: (patch: Partial<Omit<Question, "id" | "questionType">>) => void;
  /** The custom fields to pick from; null while they load or where the fields feature is off. */
  customFields: readonly CustomFieldChoice[] | null;
};

/**
 * The settings of a question's type (spec-2 §9), loaded with the first question opened (its
 * own chunk): options, tree depth, scale, table columns, rules, the custom field it binds to,
 * the formula of a calculated question, the score weight, and the display logic.
 */
export function TypeSettings({ question, onChange, customFields }: TypeSettingsProps) {
  const intl = useIntl();
  const { kind, profile } = useBuilder();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const type = question.questionType;
  const answerType = type === "custom_field" ? (question.behavesAs ?? null) : type;
  const scored = isScoredKind(kind);
  const display = ["section", "heading", "sub_heading", "paragraph"].includes(type);
  return (
    <Stack gap="md" data-testid="type-settings">
      {type === "custom_field" ? (
        <CustomFieldPicker question={question} customFields={customFields} onChange={onChange} />
      ) : null}
      {hasOptions(type) ? (
        <Section title={say("formBuilder.section.options")}>
          {TREE_TYPES.includes(type) ? (
            <NumberInput
              w={200}
              label={say("formBuilder.tree.depth")}
              min={1}
              max={5}
              allowDecimal={false}
              value={question.optionsDepth ?? 1}
              onChange={(value) =>
                onChange({ optionsDepth: typeof value === "number" ? Math.min(5, Math.max(1, value)) : 1 })
              }
              data-testid="tree-depth"
            />
          ) : null}
          <OptionsEditor
            options={question.options ?? []}
            onChange={(options) => onChange({ options })}
            depth={TREE_TYPES.includes(type) ? (question.optionsDepth ?? 1) : 1}
            scored
            writeIn={CHOICE_TYPES.includes(type) || TREE_TYPES.includes(type)}
          />
        </Section>
      ) : null}
      {type === "number_scale" ? <ScaleSettings question={question} onChange={onChange} /> : null}
      {type === "table" ? (
        <Section title={say("formBuilder.section.columns")}>
          <ColumnsEditor columns={question.columns ?? []} onChange={(columns) => onChange({ columns })} />
        </Section>
      ) : null}
      {type === "calculated" ? (
        <Section title={say("formBuilder.section.calculation")}>
          <CalculationEditor question={question} onChange={(calculation) => onChange({ calculation })} />
        </Section>
      ) : null}
      {!display && type !== "calculated" && answerType ? (
        <Section title={say("formBuilder.section.rules")}>
          <ValidationFields
            question={question}
            type={answerType}
            onChange={(validations) => onChange({ validations })}
          />
        </Section>
      ) : null}
      {scored && !display ? (
        <Section title={say("formBuilder.section.score")}>
          <NumberInput
            w={200}
            label={say("formBuilder.score.weight")}
            description={say("formBuilder.score.weightHint")}
            min={0}
            value={question.weight ?? 1}
            onChange={(value) => onChange({ weight: typeof value === "number" ? value : 1 })}
            data-testid="score-weight"
          />
        </Section>
      ) : null}
      {profile ? null : (
        <Section title={say("formBuilder.section.logic")}>
          <LogicEditor question={question} onChange={(dependency) => onChange({ dependency })} />
        </Section>
      )}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Divider />
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function ScaleSettings({ question, onChange }: Pick<TypeSettingsProps, "question" | "onChange">) {
  const intl = useIntl();
  const say = (id: MessageId) => intl.formatMessage({ id });
  const scale = question.scale ?? { min: 1, max: 5, step: 1 };
  return (
    <Section title={say("formBuilder.section.scale")}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <NumberInput
          label={say("formBuilder.scale.min")}
          allowDecimal={false}
          value={scale.min}
          onChange={(value) => onChange({ scale: { ...scale, min: typeof value === "number" ? value : 0 } })}
          data-testid="scale-min"
        />
        <NumberInput
          label={say("formBuilder.scale.max")}
          allowDecimal={false}
          value={scale.max}
          error={scale.max <= scale.min ? say("formBuilder.scale.order") : undefined}
          onChange={(value) => onChange({ scale: { ...scale, max: typeof value === "number" ? value : 0 } })}
          data-testid="scale-max"
        />
        <NumberInput
          label={say("formBuilder.scale.step")}
          min={0.01}
          value={scale.step ?? 1}
          onChange={(value) =>
            onChange({ scale: { ...scale, step: typeof value === "number" && value > 0 ? value : 1 } })
          }
          data-testid="scale-step"
        />
      </SimpleGrid>
      <LocalizedFields
        label={say("formBuilder.scale.minLabel")}
        value={scale.minLabel}
        onChange={(locale, text) =>
          onChange({ scale: { ...scale, minLabel: withText(scale.minLabel, locale, text) } })
        }
      />
      <LocalizedFields
        label={say("formBuilder.scale.maxLabel")}
        value={scale.maxLabel}
        onChange={(locale, text) =>
          onChange({ scale: { ...scale, maxLabel: withText(scale.maxLabel, locale, text) } })
        }
      />
    </Section>
  );
}

function CustomFieldPicker({
  question,
  customFields,
  onChange,
}: Omit<TypeSettingsProps, "onChange"> & { onChange: TypeSettingsProps["onChange"] }) {
  const intl = useIntl();
  const { kind } = useBuilder();
  const entity = kind === "user_profile" ? "user" : kind === "startup_profile" ? "startup" : null;
  const say = (id: MessageId) => intl.formatMessage({ id });
  if (customFields === null) {
    return (
      <Alert color="gray" data-testid="custom-field-unavailable">
        {say("formBuilder.customField.unavailable")}
      </Alert>
    );
  }
  const choices = customFields.filter((field) => !entity || field.entity === entity);
  const group = (of: "user" | "startup") => ({
    group: say(of === "user" ? "formBuilder.customField.user" : "formBuilder.customField.startup"),
    items: choices
      .filter((field) => field.entity === of)
      .map((field) => ({ value: field.id, label: field.labelText || field.key })),
  });
  const selected = question.customField?.fieldId ?? null;
  return (
    <Stack gap="xs">
      <Select
        label={say("formBuilder.customField.pick")}
        placeholder={say("formBuilder.customField.placeholder")}
        searchable
        value={selected}
        nothingFoundMessage={say("formBuilder.customField.none")}
        data={[group("user"), group("startup")].filter((entry) => entry.items.length > 0)}
        onChange={(value) => {
          const field = choices.find((candidate) => candidate.id === value);
          if (!field) return;
          const { id: _id, questionType: _type, ...bound } = bindField(question, field);
          onChange(bound);
        }}
        data-testid="custom-field-picker"
      />
      {question.behavesAs ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(
            { id: "formBuilder.customField.behaves" },
            { type: say(`formBuilder.type.${question.behavesAs}` as MessageId) },
          )}
        </Text>
      ) : null}
    </Stack>
  );
}
