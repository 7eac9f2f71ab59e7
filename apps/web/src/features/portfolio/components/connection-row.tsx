import { Anchor, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { AvatarBlock } from "../../../components/avatar-block.tsx";
import text from "../../../components/text-wrap.module.css";
import { RoleName } from "../../role-names/index.ts";
import type { BookingOption } from "../lib/booking-option.ts";
import type { StartupConnection } from "../lib/types.ts";
import { HoursBalance } from "./hours-balance.tsx";

type ConnectionRowProps = {
  connection: StartupConnection;
  option: BookingOption;
  onBook: () => void;
};

/** One assigned user of a startup: who they are, the hours balance with them, and 'Book a session'. */
export function ConnectionRow({ connection, option, onBook }: ConnectionRowProps) {
  const intl = useIntl();
  const user = connection.assignedUser;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="connection">
      <Stack gap="sm">
        <Group justify="space-between" align="center" gap="sm">
          <AvatarBlock name={user.fullName} src={user.avatar} kind="person" scale="sm">
            <Anchor
              component={Link}
              to={`/profile/${encodeURIComponent(user.id)}/show`}
              fw={600}
              size="sm"
              className={text.wrap}
            >
              {user.fullName}
            </Anchor>
            <Text size="xs" c="dimmed">
              <RoleName role={{ type: user.roleType, label: user.roleLabel }} />
            </Text>
          </AvatarBlock>
          {option === "book" ? (
            <Button
              size="xs"
              onClick={onBook}
              aria-label={intl.formatMessage(
                { id: "portfolio.connection.bookWith" },
                { name: user.fullName },
              )}
            >
              <FormattedMessage id="portfolio.connection.book" />
            </Button>
          ) : option === "noHoursLeft" ? (
            <Badge color="gray" variant="light" tt="none" radius="sm" data-testid="no-hours-left">
              <FormattedMessage id="portfolio.connection.noHoursLeft" />
            </Badge>
          ) : null}
        </Group>
        <HoursBalance {...connection} />
      </Stack>
    </Paper>
  );
}
