import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { RoleName } from "../../role-names/index.ts";
import { TagBadge } from "../../tags/index.ts";
import type { ManagedUser, Named, UserActionRights } from "../lib/types.ts";
import type { UserView } from "../lib/user-filters.ts";
import { type UserAction, UserRowActions } from "./user-row-actions.tsx";
import { UserStatusBadge } from "./user-status-badge.tsx";
import classes from "./users-table.module.css";

type ColumnId =
  | "name"
  | "email"
  | "role"
  | "status"
  | "startups"
  | "assignedStartups"
  | "programs"
  | "createdAt";

type TableContext = Pick<UsersTableProps, "rights" | "onAction">;

const names = (items: readonly Named[]) =>
  items.length === 0 ? (
    <Text span c="dimmed">
      —
    </Text>
  ) : (
    <Text size="sm" className={classes.list}>
      {items.map((item) => item.name).join(", ")}
    </Text>
  );

const CELLS: Record<ColumnId, (user: ManagedUser) => ReactNode> = {
  name: (user) => (
    <>
      <Text fw={500} className={classes.nowrap}>
        {user.fullName}
      </Text>
      {user.tags && user.tags.length > 0 && (
        <Group gap={4} mt={4} data-testid="user-tags">
          {user.tags.map((tag) => (
            <TagBadge key={tag.id} name={tag.name} color={tag.color} size="xs" />
          ))}
        </Group>
      )}
    </>
  ),
  email: (user) => (
    <Text size="sm" className={classes.nowrap}>
      <bdi>{user.email}</bdi>
    </Text>
  ),
  role: (user) => (
    <Text size="sm">
      <RoleName role={user.role} />
    </Text>
  ),
  status: (user) => <UserStatusBadge status={user.status} />,
  startups: (user) => names(user.startups),
  assignedStartups: (user) => names(user.assignedStartups),
  programs: (user) => names(user.programs),
  createdAt: (user) => (
    <Text size="sm" className={classes.nowrap}>
      <FormattedDate value={user.createdAt} year="numeric" month="short" day="numeric" />
    </Text>
  ),
};

/** On the mentors view the startups a mentor or expert coaches lead, each a badge, with the way to change them. */
function ProminentAssignedStartups({ user, rights, onAction }: TableContext & { user: ManagedUser }) {
  const intl = useIntl();
  return (
    <Group gap={6} wrap="wrap">
      {user.assignedStartups.length === 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="users.mentors.noneAssigned" />
        </Text>
      ) : (
        user.assignedStartups.map((startup) => (
          <Badge key={startup.id} variant="outline" radius="sm" tt="none">
            {startup.name}
          </Badge>
        ))
      )}
      {rights.assignStartups && user.status !== "deleted" ? (
        <Anchor
          component="button"
          type="button"
          size="sm"
          aria-label={intl.formatMessage({ id: "users.mentors.assignFor" }, { name: user.fullName })}
          onClick={() => onAction("assignStartups", user)}
        >
          <FormattedMessage id="users.mentors.assign" />
        </Anchor>
      ) : null}
    </Group>
  );
}

const VIEW_COLUMNS: Record<UserView, ColumnId[]> = {
  all: ["name", "email", "role", "status", "startups", "assignedStartups", "programs", "createdAt"],
  mentors: ["name", "assignedStartups", "email", "role", "status", "programs", "createdAt"],
};

type UsersTableProps = {
  view: UserView;
  users: readonly ManagedUser[];
  viewerId: string;
  rights: UserActionRights;
  onAction: (action: UserAction, user: ManagedUser) => void;
};

export function UsersTable({ view, users, viewerId, rights, onAction }: UsersTableProps) {
  const columns = VIEW_COLUMNS[view];
  const cell = (column: ColumnId, user: ManagedUser) =>
    column === "assignedStartups" && view === "mentors" ? (
      <ProminentAssignedStartups user={user} rights={rights} onAction={onAction} />
    ) : (
      CELLS[column](user)
    );
  return (
    // A native scroll box: it scrolls towards the end of the reading direction (left in Arabic),
    // where Mantine's ScrollArea left the last columns cut off in both directions.
    <Table.ScrollContainer minWidth={980} type="native" className={classes.scroll}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} className={classes.nowrap}>
                <FormattedMessage id={`users.column.${column}`} />
              </Table.Th>
            ))}
            <Table.Th>
              <VisuallyHidden>
                <FormattedMessage id="users.column.actions" />
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid={`user-row-${user.email}`}>
              {columns.map((column) => (
                <Table.Td key={column}>{cell(column, user)}</Table.Td>
              ))}
              <Table.Td>
                <Group justify="flex-end" wrap="nowrap">
                  <UserRowActions
                    user={user}
                    isSelf={user.id === viewerId}
                    rights={rights}
                    onAction={onAction}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function EmptyUsers() {
  return (
    <Stack align="center" py="xl">
      <Text c="dimmed">
        <FormattedMessage id="users.empty" />
      </Text>
    </Stack>
  );
}
