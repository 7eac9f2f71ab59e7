import { Anchor, Avatar, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
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
          <Group wrap="nowrap" gap="sm" miw={0}>
            <Avatar
              src={user.avatar || null}
              name={user.fullName}
              color="initials"
              radius="xl"
              size={36}
              alt=""
              aria-hidden="true"
            />
            <Stack gap={0} miw={0}>
              <Anchor
                component={Link}
                to={`/profile/${encodeURIComponent(user.id)}/show`}
                fw={600}
                size="sm"
                style={{ overflowWrap: "anywhere" }}
              >
                {user.fullName}
              </Anchor>
              <Text size="xs" c="dimmed">
                {user.roleLabel}
              </Text>
            </Stack>
          </Group>
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
