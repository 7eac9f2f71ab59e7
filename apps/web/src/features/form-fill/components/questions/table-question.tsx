import { localized, type TableColumn, type TableRow } from "@launchpad/domain/forms";
import { Button, Group, NativeSelect, NumberInput, Table, TextInput } from "@mantine/core";
import { useIntl } from "react-intl";
import { listAnswer, rowsOf } from "../../lib/answers.ts";
import classes from "../form-renderer.module.css";
import { QuestionGroup } from "./question-group.tsx";
import type { QuestionProps } from "./question-props.ts";

/**
 * table: rows the respondent adds and removes, one cell per column (text, number, date,
 * select). Each cell is named by its column and row for screen readers; a cell's error
 * shows under it (paths `<question>.<row>.<column>`, as the evaluator gives them).
 */
export function TableQuestion(props: QuestionProps) {
  const {
    question,
    answer,
    onAnswer,
    onTouch,
    label,
    description,
    error,
    cellErrors,
    disabled,
    locale,
    locales,
  } = props;
  const intl = useIntl();
  const columns = question.columns ?? [];
  const rows = rowsOf(answer);
  const max = question.validations?.maxItems;
  const columnLabel = (column: TableColumn) => localized(column.label, locale, locales) || column.id;

  const setCell = (rowIndex: number, columnId: string, value: string | number | null) => {
    const next = rows.map((row, index) => (index === rowIndex ? { ...row, [columnId]: value } : row));
    onAnswer(listAnswer(next));
  };
  const addRow = () => {
    const empty: TableRow = Object.fromEntries(columns.map((column) => [column.id, null]));
    onAnswer(listAnswer([...rows, empty]));
  };
  const removeRow = (rowIndex: number) => {
    onAnswer(listAnswer(rows.filter((_, index) => index !== rowIndex)));
    onTouch();
  };

  const cell = (row: TableRow, rowIndex: number, column: TableColumn) => {
    const name = intl.formatMessage(
      { id: "formFill.table.cell" },
      { column: columnLabel(column), row: rowIndex + 1 },
    );
    const raw = row[column.id];
    const cellError = cellErrors[`${question.id}.${rowIndex}.${column.id}`] ?? null;
    const common = { "aria-label": name, error: cellError, disabled, onBlur: onTouch, size: "sm" as const };
    if (column.type === "number")
      return (
        <NumberInput
          {...common}
          value={typeof raw === "number" ? raw : ""}
          onChange={(value) => setCell(rowIndex, column.id, typeof value === "number" ? value : null)}
        />
      );
    if (column.type === "select")
      return (
        <NativeSelect
          {...common}
          value={typeof raw === "string" ? raw : ""}
          onChange={(event) => setCell(rowIndex, column.id, event.currentTarget.value || null)}
        >
          <option value="">{intl.formatMessage({ id: "formFill.choose" })}</option>
          {(column.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {localized(option.labels, locale, locales) || option.value}
            </option>
          ))}
        </NativeSelect>
      );
    return (
      <TextInput
        {...common}
        type={column.type === "date" ? "date" : "text"}
        value={typeof raw === "string" ? raw : ""}
        onChange={(event) => setCell(rowIndex, column.id, event.currentTarget.value || null)}
      />
    );
  };

  return (
    <QuestionGroup label={label} description={description} error={error}>
      <div className={classes.tableScroll}>
        <Table withTableBorder verticalSpacing={6} miw={columns.length * 160}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.id} scope="col">
                  {columnLabel(column)}
                </Table.Th>
              ))}
              {disabled ? null : (
                <Table.Th>
                  <span className={classes.visuallyHidden}>
                    {intl.formatMessage({ id: "formFill.table.actions" })}
                  </span>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, rowIndex) => (
              // Rows have no identity of their own: their place is what the answer and errors name.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <Table.Tr key={rowIndex}>
                {columns.map((column) => (
                  <Table.Td key={column.id}>{cell(row, rowIndex, column)}</Table.Td>
                ))}
                {disabled ? null : (
                  <Table.Td>
                    <Button variant="subtle" color="red" size="xs" onClick={() => removeRow(rowIndex)}>
                      {intl.formatMessage({ id: "formFill.table.removeRow" }, { row: rowIndex + 1 })}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {disabled || (max !== undefined && rows.length >= max) ? null : (
        <Group mt="xs">
          <Button variant="light" size="xs" onClick={addRow}>
            {intl.formatMessage({ id: "formFill.table.addRow" })}
          </Button>
        </Group>
      )}
    </QuestionGroup>
  );
}
