import { Avatar, Menu, Text, UnstyledButton } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { useCurrentUser, useSignOut } from "../../features/session/index.ts";
import classes from "./app-shell-layout.module.css";

/** The account dropdown of the top bar: who is signed in, and log-out. */
export function AccountMenu() {
  const user = useCurrentUser();
  const signOut = useSignOut();
  const intl = useIntl();

  return (
    <Menu position="bottom-end" width={240} withinPortal>
      <Menu.Target>
        <UnstyledButton className={classes.account} aria-label={intl.formatMessage({ id: "account.menu" })}>
          <Avatar name={user.fullName} color="initials" radius="xl" size={32} />
          <span className={classes.accountName}>
            <bdi>{user.fullName}</bdi>
          </span>
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
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item onClick={signOut}>
          <FormattedMessage id="account.logOut" />
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
