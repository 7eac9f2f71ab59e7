import { Card, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { useId } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

export type ChartTable = {
  columns: MessageId[];
  rows: { key: string; cells: (string | number)[] }[];
};

/**
 * One chart of the dashboard: its title, the chart (hidden from screen readers, which read
 * the same figures as a table instead: visually hidden, with a caption) or "nothing to show".
 */
export function ChartCard({
  title,
  table,
  children,
}: {
  title: MessageId;
  table: ChartTable;
  children: React.ReactNode;
}) {
  const intl = useIntl();
  const id = useId();
  const heading = intl.formatMessage({ id: title });
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={id}>
          {heading}
        </Title>
        {table.rows.length === 0 ? (
          <Text c="dimmed" size="sm">
            <FormattedMessage id="applicationDashboard.chart.noData" />
          </Text>
        ) : (
          <>
            <div aria-hidden="true">{children}</div>
            <VisuallyHidden>
              <Table>
                <caption>
                  <FormattedMessage
                    id="applicationDashboard.chart.tableCaption"
                    values={{ title: heading }}
                  />
                </caption>
                <Table.Thead>
                  <Table.Tr>
                    {table.columns.map((column) => (
                      <Table.Th key={column} scope="col">
                        <FormattedMessage id={column} />
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {table.rows.map((row) => (
                    <Table.Tr key={row.key}>
                      {table.columns.map((column, i) =>
                        i === 0 ? (
                          <Table.Th key={column} scope="row">
                            {row.cells[i]}
                          </Table.Th>
                        ) : (
                          <Table.Td key={column}>{row.cells[i]}</Table.Td>
                        ),
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </VisuallyHidden>
          </>
        )}
      </Stack>
    </Card>
  );
}
