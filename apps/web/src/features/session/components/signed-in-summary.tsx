import { Badge, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useBranding } from "../../branding/index.ts";
import { RoleName } from "../../role-names/index.ts";
import { useCurrentUser } from "../hooks/use-current-user.ts";

/** Who is signed in: name, e-mail, role, organisation and startups. */
export function SignedInSummary() {
  const user = useCurrentUser();
  const incubator = useBranding();

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="signed-in-summary">
      <Stack gap="sm">
        <Title order={2} size="h4" id="signed-in-summary">
          <FormattedMessage id="summary.title" />
        </Title>
        <Group gap="sm" wrap="wrap">
          <Text fw={600} size="lg">
            <bdi>{user.fullName}</bdi>
          </Text>
          <Badge variant="light">
            <RoleName role={user.role} />
          </Badge>
        </Group>
        <dl>
          <Text component="dt" size="sm" c="dimmed">
            <FormattedMessage id="summary.email" />
          </Text>
          <Text component="dd" m={0} mb="xs">
            <bdi>{user.email}</bdi>
          </Text>
          {incubator ? (
            <>
              <Text component="dt" size="sm" c="dimmed">
                <FormattedMessage id="summary.organisation" />
              </Text>
              <Text component="dd" m={0} mb="xs">
                <bdi>{incubator.name}</bdi>
              </Text>
            </>
          ) : null}
          <Text component="dt" size="sm" c="dimmed">
            <FormattedMessage id="summary.startups" />
          </Text>
          <Text component="dd" m={0}>
            {user.startups.length === 0 ? (
              <FormattedMessage id="summary.noStartups" />
            ) : (
              <List size="sm" spacing={2}>
                {user.startups.map((startup) => (
                  <List.Item key={startup.id}>
                    <bdi>{startup.name}</bdi>
                  </List.Item>
                ))}
              </List>
            )}
          </Text>
        </dl>
      </Stack>
    </Card>
  );
}
