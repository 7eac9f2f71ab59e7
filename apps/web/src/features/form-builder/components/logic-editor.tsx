import type { Dependency, DependencyStatement, LogicOperator, Question } from "@launchpad/domain/forms";
import {
  ActionIcon,
  Button,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import {
  conditionSources,
  flatOptions,
  operatorsFor,
  takesOneValue,
  takesValues,
  valueKindOf,
} from "../lib/logic-targets.ts";
import { optionName, questionName } from "../lib/names.ts";
import { isStatement, mapDependency } from "../lib/references.ts";
import { useBuilder } from "./builder-context.ts";
import { Conditions, firstAction, LogicSentence } from "./logic-sentence.tsx";

type LogicEditorProps = { question: Question; onChange: (dependency: Dependency | null) => void };

/**
 * A question's (or a section's) display logic: show it, or hide it, when conditions on earlier
 * answers hold, joined by "all" or "any", nested groups allowed (spec-2 §3 dependency). The
 * sentence above the conditions reads what they say.
 */
export function LogicEditor({ question, onChange }: LogicEditorProps) {
  const intl = useIntl();
  const { definition, uiLocale } = useBuilder();
  const sources = conditionSources(definition, question.id);
  const dependency = question.dependency ?? null;
  const name = questionName(intl, definition, question, uiLocale);

  if (!dependency) {
    return (
      <Stack gap="xs" data-testid="logic-editor">
        <Text size="sm" c="dimmed">
          {intl.formatMessage({
            id: sources.length > 0 ? "formBuilder.logic.none" : "formBuilder.logic.noSources",
          })}
        </Text>
        {sources.length > 0 ? (
          <Group>
            <Button
              variant="light"
              size="xs"
              onClick={() =>
                onChange({ operator: "and", statements: [blankStatement("show", sources[0] as Question)] })
              }
              data-testid="logic-add"
            >
              {intl.formatMessage({ id: "formBuilder.logic.add" })}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }

  const action = firstAction(dependency) ?? "show";
  const setAction = (next: "show" | "hide") =>
    onChange(mapDependency(dependency, (statement) => ({ ...statement, action: next })));
  return (
    <Stack gap="sm" data-testid="logic-editor">
      <Text size="sm" aria-live="polite" data-testid="logic-sentence">
        <LogicSentence targetName={name} dependency={dependency} />
      </Text>
      <Group gap="sm">
        <SegmentedControl
          size="xs"
          value={action}
          onChange={(value) => setAction(value as "show" | "hide")}
          data={[
            { value: "show", label: intl.formatMessage({ id: "formBuilder.logic.show" }) },
            { value: "hide", label: intl.formatMessage({ id: "formBuilder.logic.hide" }) },
          ]}
          aria-label={intl.formatMessage({ id: "formBuilder.logic.action" })}
        />
        <Button
          variant="subtle"
          color="red"
          size="xs"
          onClick={() => onChange(null)}
          data-testid="logic-remove"
        >
          {intl.formatMessage({ id: "formBuilder.logic.remove" })}
        </Button>
      </Group>
      <GroupEditor
        group={dependency}
        action={action}
        sources={sources}
        onChange={(next) => onChange(next)}
        depth={0}
        path="logic"
      />
    </Stack>
  );
}

export function blankStatement(action: "show" | "hide", source: Question): DependencyStatement {
  return {
    action,
    questionId: source.id,
    operator: valueKindOf(source) === "options" ? "IS" : "EXISTS",
    values: [],
  };
}

type GroupEditorProps = {
  group: Dependency;
  action: "show" | "hide";
  sources: readonly Question[];
  onChange: (group: Dependency | null) => void;
  depth: number;
  path: string;
};

/** One group of conditions ("all of" / "any of"), its statements and nested groups. */
export function GroupEditor({ group, action, sources, onChange, depth, path }: GroupEditorProps) {
  const intl = useIntl();
  const replace = (index: number, item: DependencyStatement | Dependency | null) => {
    const statements = group.statements.flatMap((current, at) =>
      at === index ? (item ? [item] : []) : [current],
    );
    onChange(statements.length > 0 ? { ...group, statements } : null);
  };
  const first = sources[0];
  return (
    <Paper withBorder p="xs" radius="sm" data-testid={`${path}-group`}>
      <Stack gap="xs">
        <Select
          size="xs"
          w={220}
          label={intl.formatMessage({ id: "formBuilder.logic.match" })}
          value={group.operator}
          allowDeselect={false}
          onChange={(value) => onChange({ ...group, operator: value === "or" ? "or" : "and" })}
          data={[
            { value: "and", label: intl.formatMessage({ id: "formBuilder.logic.all" }) },
            { value: "or", label: intl.formatMessage({ id: "formBuilder.logic.any" }) },
          ]}
          data-testid={`${path}-operator`}
        />
        {group.statements.map((item, index) => {
          const itemPath = `${path}-${index}`;
          return isStatement(item) ? (
            <StatementEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: statements have no id of their own.
              key={index}
              statement={item}
              sources={sources}
              onChange={(next) => replace(index, next)}
              path={itemPath}
            />
          ) : (
            <GroupEditor
              // biome-ignore lint/suspicious/noArrayIndexKey: groups have no id of their own.
              key={index}
              group={item}
              action={action}
              sources={sources}
              onChange={(next) => replace(index, next)}
              depth={depth + 1}
              path={itemPath}
            />
          );
        })}
        {first ? (
          <Group gap="xs">
            <Button
              variant="light"
              size="xs"
              onClick={() =>
                onChange({ ...group, statements: [...group.statements, blankStatement(action, first)] })
              }
              data-testid={`${path}-add`}
            >
              {intl.formatMessage({ id: "formBuilder.logic.addCondition" })}
            </Button>
            {depth < 2 ? (
              <Button
                variant="subtle"
                size="xs"
                onClick={() =>
                  onChange({
                    ...group,
                    statements: [
                      ...group.statements,
                      {
                        operator: group.operator === "and" ? "or" : "and",
                        statements: [blankStatement(action, first)],
                      },
                    ],
                  })
                }
                data-testid={`${path}-add-group`}
              >
                {intl.formatMessage({ id: "formBuilder.logic.addGroup" })}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

type StatementEditorProps = {
  statement: DependencyStatement;
  sources: readonly Question[];
  onChange: (statement: DependencyStatement | null) => void;
  path: string;
};

function StatementEditor({ statement, sources, onChange, path }: StatementEditorProps) {
  const intl = useIntl();
  const { definition, uiLocale } = useBuilder();
  const source = sources.find((question) => question.id === statement.questionId);
  const kind = valueKindOf(source);
  const operators = operatorsFor(kind);
  const say = (id: MessageId) => intl.formatMessage({ id });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" data-testid={path}>
      <Select
        size="xs"
        w={220}
        label={say("formBuilder.logic.question")}
        value={source ? statement.questionId : null}
        error={source ? undefined : say("formBuilder.logic.missing")}
        allowDeselect={false}
        searchable
        data={sources.map((question) => ({
          value: question.id,
          label: questionName(intl, definition, question, uiLocale),
        }))}
        onChange={(value) => {
          const next = sources.find((question) => question.id === value);
          if (!next) return;
          const nextOperators = operatorsFor(valueKindOf(next));
          onChange({
            ...statement,
            questionId: next.id,
            operator: nextOperators.includes(statement.operator)
              ? statement.operator
              : (nextOperators[0] as LogicOperator),
            values: [],
          });
        }}
        data-testid={`${path}-question`}
      />
      <Select
        size="xs"
        w={190}
        label={say("formBuilder.logic.operator")}
        value={statement.operator}
        allowDeselect={false}
        data={operators.map((operator) => ({
          value: operator,
          label: say(`formBuilder.logic.operator.${operator}` as MessageId),
        }))}
        onChange={(value) =>
          onChange({
            ...statement,
            operator: value as LogicOperator,
            values: takesOneValue(value as LogicOperator) ? statement.values.slice(0, 1) : statement.values,
          })
        }
        data-testid={`${path}-op`}
      />
      {takesValues(statement.operator) ? (
        <ValuesInput statement={statement} source={source} kind={kind} onChange={onChange} path={path} />
      ) : null}
      <ActionIcon
        variant="subtle"
        color="red"
        onClick={() => onChange(null)}
        aria-label={say("formBuilder.logic.removeCondition")}
        data-testid={`${path}-remove`}
      >
        <span aria-hidden="true">✕</span>
      </ActionIcon>
    </Group>
  );
}

function ValuesInput({
  statement,
  source,
  kind,
  onChange,
  path,
}: {
  statement: DependencyStatement;
  source: Question | undefined;
  kind: ReturnType<typeof valueKindOf>;
  onChange: (statement: DependencyStatement) => void;
  path: string;
}) {
  const intl = useIntl();
  const { definition, uiLocale } = useBuilder();
  const label = intl.formatMessage({ id: "formBuilder.logic.value" });
  if (kind === "options") {
    return (
      <MultiSelect
        size="xs"
        miw={200}
        label={label}
        value={statement.values.map(String)}
        data={flatOptions(source?.options).map((option) => ({
          value: option.value,
          label: optionName(option, uiLocale, definition),
        }))}
        onChange={(values) => onChange({ ...statement, values })}
        data-testid={`${path}-values`}
      />
    );
  }
  if (kind === "number") {
    return (
      <NumberInput
        size="xs"
        w={130}
        label={label}
        value={typeof statement.values[0] === "number" ? statement.values[0] : ""}
        onChange={(value) => onChange({ ...statement, values: typeof value === "number" ? [value] : [] })}
        data-testid={`${path}-values`}
      />
    );
  }
  return (
    <TextInput
      size="xs"
      w={190}
      type={kind === "date" ? "date" : "text"}
      label={label}
      value={String(statement.values[0] ?? "")}
      onChange={(event) =>
        onChange({ ...statement, values: event.currentTarget.value ? [event.currentTarget.value] : [] })
      }
      data-testid={`${path}-values`}
    />
  );
}

export { Conditions };
