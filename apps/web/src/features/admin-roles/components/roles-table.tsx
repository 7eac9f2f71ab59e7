import { Badge, Button, Group, Table, Text } from "@mantine/core";
import { FormattedMessage, FormattedNumber, useIntl } from "react-intl";
import { useRoleNames } from "../hooks/use-role-names.ts";
import type { Role } from "../lib/role.ts";
import { VisibilitySummary } from "./visibility-summary.tsx";

type RolesTableProps = {
  roles: readonly Role[];
  onEdit: (role: Role) => void;
  onDelete: (role: Role) => void;
};

export function RolesTable({ roles, onEdit, onDelete }: RolesTableProps) {
  const intl = useIntl();
  const names = useRoleNames();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="roles-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <FormattedMessage id="roles.column.label" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="roles.column.type" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="roles.column.kind" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="roles.column.category" />
            </Table.Th>
            <Table.Th ta="end">
              <FormattedMessage id="roles.column.users" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="roles.column.userVisibility" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="roles.column.startupVisibility" />
            </Table.Th>
            <Table.Th>
              <FormattedMessage id="roles.column.actions" />
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {roles.map((role) => (
            <Table.Tr key={role.id} data-testid={`role-row-${role.id}`}>
              <Table.Th scope="row" fw={600}>
                <bdi>{names.role(role)}</bdi>
              </Table.Th>
              <Table.Td>{names.type(role.type)}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={role.isCustom ? "grape" : "gray"}>
                  <FormattedMessage id={role.isCustom ? "roles.badge.custom" : "roles.badge.builtIn"} />
                </Badge>
              </Table.Td>
              <Table.Td>{names.category(role.category)}</Table.Td>
              <Table.Td ta="end">
                <FormattedNumber value={role.userCount} />
              </Table.Td>
              <Table.Td>
                <VisibilitySummary
                  value={role.userAccess.visibilitySettings}
                  roleTypes={role.userAccess.roles}
                />
              </Table.Td>
              <Table.Td>
                <VisibilitySummary value={role.startupAccess.visibilitySettings} />
              </Table.Td>
              <Table.Td>
                {role.editable ? (
                  <Group gap="xs" wrap="nowrap">
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={intl.formatMessage({ id: "roles.edit.open" }, { label: names.role(role) })}
                      onClick={() => onEdit(role)}
                    >
                      <FormattedMessage id="roles.action.edit" />
                    </Button>
                    {role.isCustom && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        aria-label={intl.formatMessage({ id: "roles.delete.open" }, { label: role.label })}
                        onClick={() => onDelete(role)}
                      >
                        <FormattedMessage id="roles.action.delete" />
                      </Button>
                    )}
                  </Group>
                ) : (
                  <Text size="sm" c="dimmed">
                    <FormattedMessage id="roles.badge.readOnly" />
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
