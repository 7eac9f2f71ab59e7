import { USER_STATUSES, type UserStatus } from "@launchpad/domain";
import { Badge } from "@mantine/core";
import { useIntl } from "react-intl";
import classes from "./users-table.module.css";

/** spec-2 §9 status colours: green, blue, orange, red. */
const COLORS: Record<UserStatus, string> = {
  active: "#45b19d",
  pending: "#ff9f02",
  unactive: "gray",
  archived: "#4e90e2",
  deny: "#d94e4e",
  deleted: "#d94e4e",
};

export const isUserStatus = (status: string): status is UserStatus =>
  (USER_STATUSES as readonly string[]).includes(status);

export function UserStatusBadge({ status }: { status: string }) {
  const intl = useIntl();
  if (!isUserStatus(status))
    return (
      <Badge variant="light" className={classes.badge}>
        {status}
      </Badge>
    );
  return (
    <Badge variant="light" color={COLORS[status]} className={classes.badge}>
      {intl.formatMessage({ id: `users.status.${status}` })}
    </Badge>
  );
}
