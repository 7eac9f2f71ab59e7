import { ActionIcon, Menu } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import type { ManagedUser, UserActionRights } from "../lib/types.ts";
import { DotsIcon } from "./user-icons.tsx";

export type UserAction =
  | "changeRole"
  | "assignStartups"
  | "assignPrograms"
  | "editTags"
  | "deactivate"
  | "reactivate"
  | "delete";

type UserRowActionsProps = {
  user: ManagedUser;
  isSelf: boolean;
  rights: UserActionRights;
  onAction: (action: UserAction, user: ManagedUser) => void;
};

/**
 * What the viewer may do to one user. Their own account cannot be deactivated or deleted
 * here (the server refuses it too); a deleted user has nothing left to do.
 */
export function availableActions(user: ManagedUser, isSelf: boolean, rights: UserActionRights): UserAction[] {
  if (user.status === "deleted") return [];
  const actions: UserAction[] = [];
  if (rights.changeRole && user.role.type !== "System") actions.push("changeRole");
  if (rights.assignStartups) actions.push("assignStartups");
  if (rights.editUsers) actions.push("assignPrograms", "editTags");
  if (rights.editUsers && !isSelf) {
    actions.push(user.status === "unactive" ? "reactivate" : "deactivate");
    actions.push("delete");
  }
  return actions;
}

export function UserRowActions({ user, isSelf, rights, onAction }: UserRowActionsProps) {
  const intl = useIntl();
  const actions = availableActions(user, isSelf, rights);
  if (actions.length === 0) return null;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={intl.formatMessage({ id: "users.actions.open" }, { name: user.fullName })}
          data-testid="user-actions"
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {actions.map((action) => (
          <Menu.Item
            key={action}
            color={action === "delete" || action === "deactivate" ? "red" : undefined}
            onClick={() => onAction(action, user)}
            data-testid={`user-action-${action}`}
          >
            <FormattedMessage id={`users.actions.${action}`} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
