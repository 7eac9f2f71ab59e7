import { Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { SignedInSummary, useCurrentUser } from "../../session/index.ts";

/** /events: the start page of every role but applicants. */
export function Component() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>
          <FormattedMessage id="events.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage
            id="welcome.greeting"
            values={{ name: <bdi>{user.firstName || user.fullName}</bdi> }}
          />
        </Text>
      </div>
      <SignedInSummary />
    </Stack>
  );
}
