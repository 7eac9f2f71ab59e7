import type { QuestionOption } from "@launchpad/domain/forms";
import { ActionIcon, Button, Checkbox, Group, NumberInput, Paper, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { newOption } from "../lib/question-defaults.ts";
import { useBuilder } from "./builder-context.ts";
import { LocalizedFields, withText } from "./localized-fields.tsx";

type OptionsEditorProps = {
  options: readonly QuestionOption[];
  onChange: (options: QuestionOption[]) => void;
  /** How many levels of options (trees: the question's optionsDepth; choices: 1). */
  depth: number;
  /** Show each option's numerical value (scores, calculations). */
  scored: boolean;
  /** Options may ask for the respondent's own text. */
  writeIn: boolean;
  testId?: string;
};

/**
 * A question's options: label in each language, a numerical value (spec-2 §3 numericalValue),
 * "write-in", and for trees the options under each one up to the set depth. Every move is a
 * button (up, down), so the list needs no dragging.
 */
export function OptionsEditor({
  options,
  onChange,
  depth,
  scored,
  writeIn,
  testId = "options",
}: OptionsEditorProps) {
  return (
    <OptionList
      options={options}
      onChange={onChange}
      level={1}
      depth={depth}
      scored={scored}
      writeIn={writeIn}
      testId={testId}
    />
  );
}

type OptionListProps = Omit<OptionsEditorProps, "testId"> & { level: number; testId: string };

function OptionList({ options, onChange, level, depth, scored, writeIn, testId }: OptionListProps) {
  const intl = useIntl();
  const replace = (index: number, option: QuestionOption | null) =>
    onChange(options.flatMap((current, at) => (at === index ? (option ? [option] : []) : [current])));
  const move = (index: number, by: number) => {
    const next = [...options];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <Stack gap="xs" data-testid={testId}>
      {options.map((option, index) => (
        <OptionRow
          key={option.value}
          option={option}
          index={index}
          count={options.length}
          level={level}
          depth={depth}
          scored={scored}
          writeIn={writeIn}
          onChange={(next) => replace(index, next)}
          onMove={(by) => move(index, by)}
          testId={`${testId}-${index}`}
        />
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() =>
            onChange([...options, level < depth ? { ...newOption(), children: [] } : newOption()])
          }
          data-testid={`${testId}-add`}
        >
          {intl.formatMessage({
            id: level === 1 ? "formBuilder.options.add" : "formBuilder.options.addChild",
          })}
        </Button>
      </Group>
    </Stack>
  );
}

type OptionRowProps = {
  option: QuestionOption;
  index: number;
  count: number;
  level: number;
  depth: number;
  scored: boolean;
  writeIn: boolean;
  onChange: (option: QuestionOption | null) => void;
  onMove: (by: number) => void;
  testId: string;
};

function OptionRow({
  option,
  index,
  count,
  level,
  depth,
  scored,
  writeIn,
  onChange,
  onMove,
  testId,
}: OptionRowProps) {
  const intl = useIntl();
  const { uiLocale, definition } = useBuilder();
  const name =
    option.labels[uiLocale] ||
    option.labels[definition.locales[0] ?? "en"] ||
    intl.formatMessage({ id: "formBuilder.options.number" }, { n: index + 1 });
  return (
    <Paper withBorder p="xs" radius="sm" data-testid={testId} style={{ marginInlineStart: (level - 1) * 16 }}>
      <Stack gap={6}>
        <LocalizedFields
          label={intl.formatMessage({ id: "formBuilder.options.label" }, { n: index + 1 })}
          value={option.labels}
          onChange={(locale, text) => onChange({ ...option, labels: withText(option.labels, locale, text) })}
          testId={`${testId}-label`}
        />
        <Group gap="sm" align="flex-end" wrap="wrap">
          {scored ? (
            <NumberInput
              w={130}
              size="xs"
              label={intl.formatMessage({ id: "formBuilder.options.value" })}
              value={option.numericalValue ?? ""}
              onChange={(value) =>
                onChange({ ...option, numericalValue: typeof value === "number" ? value : null })
              }
              data-testid={`${testId}-value`}
            />
          ) : null}
          {writeIn ? (
            <Checkbox
              size="xs"
              label={intl.formatMessage({ id: "formBuilder.options.writeIn" })}
              checked={option.isWriteIn === true}
              onChange={(event) => {
                const { isWriteIn: _old, ...rest } = option;
                onChange(event.currentTarget.checked ? { ...rest, isWriteIn: true } : rest);
              }}
              data-testid={`${testId}-write-in`}
            />
          ) : null}
          <Group gap={4} ms="auto">
            <ActionIcon
              variant="subtle"
              disabled={index === 0}
              onClick={() => onMove(-1)}
              aria-label={intl.formatMessage({ id: "formBuilder.options.up" }, { name })}
            >
              <span aria-hidden="true">↑</span>
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              disabled={index === count - 1}
              onClick={() => onMove(1)}
              aria-label={intl.formatMessage({ id: "formBuilder.options.down" }, { name })}
            >
              <span aria-hidden="true">↓</span>
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => onChange(null)}
              aria-label={intl.formatMessage({ id: "formBuilder.options.remove" }, { name })}
              data-testid={`${testId}-remove`}
            >
              <span aria-hidden="true">✕</span>
            </ActionIcon>
          </Group>
        </Group>
        {level < depth ? (
          <Stack gap={4}>
            <Text size="xs" c="dimmed">
              <FormattedMessage id="formBuilder.options.children" values={{ name }} />
            </Text>
            <OptionList
              options={option.children ?? []}
              onChange={(children) => onChange({ ...option, children })}
              level={level + 1}
              depth={depth}
              scored={scored}
              writeIn={writeIn}
              testId={`${testId}-children`}
            />
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
