import { Avatar, Badge, Menu, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { topBarEntriesFor } from "../../../features/navigation/index.ts";
import { RoleName } from "../../../features/role-names/index.ts";
import { useCurrentUser, useSignOut } from "../../../features/session/index.ts";
import { useViewer } from "../use-viewer.ts";
import classes from "./top-bar.module.css";

/**
 * spec-1 §2: who is signed in (name, e-mail, role label), then Profile, Calendar and
 * Availability (for the roles that have them), Settings, Log out.
 */
export function AccountMenu() {
  const user = useCurrentUser();
  const entries = topBarEntriesFor(useViewer());
  const signOut = useSignOut();
  const intl = useIntl();

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        {/* Named by what it shows (WCAG 2.5.3, label in name): "Ada Lovelace, Account menu". */}
        <UnstyledButton className={classes.account}>
          <Avatar name={user.fullName} color="initials" radius="xl" size={32} aria-hidden="true" />
          <span className={classes.accountName}>
            <bdi>{user.fullName}</bdi>
          </span>
          <VisuallyHidden>, {intl.formatMessage({ id: "account.menu" })}</VisuallyHidden>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            <bdi>{user.fullName}</bdi>
          </Text>
          <Text size="xs" c="dimmed">
            <bdi>{user.email}</bdi>
          </Text>
          {/* In the user's language; a custom role's own name ("Founder" for a cofounder alone in their startup). */}
          <Badge variant="light" size="sm" mt={6} tt="none">
            <RoleName role={user.role} />
          </Badge>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/profile">
          <FormattedMessage id="account.profile" />
        </Menu.Item>
        {entries.calendar ? (
          <Menu.Item component={Link} to="/calendar">
            <FormattedMessage id="account.calendar" />
          </Menu.Item>
        ) : null}
        {entries.availability ? (
          <Menu.Item component={Link} to="/availability">
            <FormattedMessage id="account.availability" />
          </Menu.Item>
        ) : null}
        <Menu.Item component={Link} to="/profile/settings">
          <FormattedMessage id="account.settings" />
        </Menu.Item>
        <Menu.Item component={Link} to="/profile/settings/picture">
          <FormattedMessage id="profileImages.crumb" />
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item onClick={signOut}>
          <FormattedMessage id="account.logOut" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
