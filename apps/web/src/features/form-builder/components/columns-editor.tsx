import { TABLE_COLUMN_TYPES, type TableColumn } from "@launchpad/domain/forms";
import { ActionIcon, Button, Checkbox, Group, Paper, Select, Stack } from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { newId } from "../lib/question-defaults.ts";
import { LocalizedFields, withText } from "./localized-fields.tsx";
import { OptionsEditor } from "./options-editor.tsx";

/** A table question's typed columns (respondents add rows); a select column has its options. */
export function ColumnsEditor({
  columns,
  onChange,
}: {
  columns: readonly TableColumn[];
  onChange: (columns: TableColumn[]) => void;
}) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const replace = (index: number, column: TableColumn | null) =>
    onChange(columns.flatMap((current, at) => (at === index ? (column ? [column] : []) : [current])));
  const move = (index: number, by: number) => {
    const next = [...columns];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <Stack gap="xs" data-testid="columns-editor">
      {columns.map((column, index) => (
        <Paper key={column.id} withBorder p="xs" radius="sm" data-testid={`column-${index}`}>
          <Stack gap={6}>
            <LocalizedFields
              label={say("formBuilder.table.column", { n: index + 1 })}
              value={column.label}
              onChange={(locale, text) =>
                replace(index, { ...column, label: withText(column.label, locale, text) })
              }
              testId={`column-${index}-label`}
            />
            <Group gap="sm" align="flex-end">
              <Select
                size="xs"
                w={160}
                label={say("formBuilder.table.type")}
                value={column.type}
                allowDeselect={false}
                data={TABLE_COLUMN_TYPES.map((type) => ({
                  value: type,
                  label: say(`formBuilder.table.type.${type}` as MessageId),
                }))}
                onChange={(value) => {
                  const type = (value ?? "text") as TableColumn["type"];
                  const { options: _old, ...rest } = column;
                  replace(
                    index,
                    type === "select" ? { ...rest, type, options: column.options ?? [] } : { ...rest, type },
                  );
                }}
                data-testid={`column-${index}-type`}
              />
              <Checkbox
                size="xs"
                label={say("formBuilder.rules.required")}
                checked={column.required === true}
                onChange={(event) => {
                  const { required: _old, ...rest } = column;
                  replace(index, event.currentTarget.checked ? { ...rest, required: true } : rest);
                }}
              />
              <Group gap={4} ms="auto">
                <ActionIcon
                  variant="subtle"
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={say("formBuilder.table.up", { n: index + 1 })}
                >
                  <span aria-hidden="true">↑</span>
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  disabled={index === columns.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={say("formBuilder.table.down", { n: index + 1 })}
                >
                  <span aria-hidden="true">↓</span>
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  onClick={() => replace(index, null)}
                  aria-label={say("formBuilder.table.remove", { n: index + 1 })}
                >
                  <span aria-hidden="true">✕</span>
                </ActionIcon>
              </Group>
            </Group>
            {column.type === "select" ? (
              <OptionsEditor
                options={column.options ?? []}
                onChange={(options) => replace(index, { ...column, options })}
                depth={1}
                scored={false}
                writeIn={false}
                testId={`column-${index}-options`}
              />
            ) : null}
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => onChange([...columns, { id: newId("c"), label: {}, type: "text" }])}
          data-testid="column-add"
        >
          {say("formBuilder.table.add")}
        </Button>
      </Group>
    </Stack>
  );
}
