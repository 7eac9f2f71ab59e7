import { Button, Group, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";

export type ListedItem = { id: string; name: string; useCount: number };

type ItemsTableProps<T extends ListedItem> = {
  items: readonly T[];
  /** How the item shows (a tag as its badge, an industry as its name). */
  render: (item: T) => ReactNode;
  canEdit: boolean;
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
};

/** The list of a setup page: each item, how many records use it, and its actions. */
export function ItemsTable<T extends ListedItem>({
  items,
  render,
  canEdit,
  onEdit,
  onDelete,
}: ItemsTableProps<T>) {
  const intl = useIntl();
  return (
    <Table.ScrollContainer minWidth={420}>
      <Table verticalSpacing="sm" data-testid="setup-items">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="tags.column.name" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="tags.column.uses" />
            </Table.Th>
            {canEdit && (
              <Table.Th>
                <FormattedMessage id="tags.column.actions" />
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.id} data-testid="setup-item">
              <Table.Td>{render(item)}</Table.Td>
              <Table.Td>
                <Text size="sm" data-testid="setup-item-uses">
                  {item.useCount === 0 ? (
                    <FormattedMessage id="tags.uses.none" />
                  ) : (
                    <FormattedMessage id="tags.uses" values={{ count: item.useCount }} />
                  )}
                </Text>
              </Table.Td>
              {canEdit && (
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => onEdit(item)}
                      aria-label={intl.formatMessage({ id: "tags.action.editNamed" }, { name: item.name })}
                    >
                      <FormattedMessage id="tags.action.edit" />
                    </Button>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(item)}
                      aria-label={intl.formatMessage({ id: "tags.action.deleteNamed" }, { name: item.name })}
                    >
                      <FormattedMessage id="tags.action.delete" />
                    </Button>
                  </Group>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
