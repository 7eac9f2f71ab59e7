import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage } from "react-intl";
import { RoleName } from "../../role-names/index.ts";
import type { UserCard } from "../lib/types.ts";

/** The person's card on their profile: name, role, headline, e-mail and time zone. */
export function ProfileCard({ user, action }: { user: UserCard; action?: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid="profile-card">
      <Group align="flex-start" justify="space-between" gap="lg">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <Avatar
            src={user.avatar || null}
            name={user.fullName}
            color="initials"
            size={72}
            radius="xl"
            alt=""
            aria-hidden="true"
          />
          <Stack gap={6}>
            <Title order={1} size="h2">
              {user.fullName}
            </Title>
            <Badge variant="light" radius="sm" tt="none" w="fit-content">
              <RoleName role={{ type: user.roleType, label: user.roleLabel }} />
            </Badge>
            {user.headline ? <Text c="dimmed">{user.headline}</Text> : null}
            <Anchor href={`mailto:${user.email}`} size="sm" w="fit-content">
              {user.email}
            </Anchor>
            <Text size="sm" c="dimmed">
              <FormattedMessage id="booking.profile.timezone" values={{ zone: user.timezone }} />
            </Text>
          </Stack>
        </Group>
        {action}
      </Group>
    </Card>
  );
}
