import { Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { useCurrentUser } from "../hooks/use-current-user.ts";
import { SignedInSummary } from "./signed-in-summary.tsx";

/**
 * A start page until its module lands: the area's title, a greeting and who is signed in
 * (real data, not a placeholder). /events and /applications-manager use it.
 */
export function WelcomePage({ titleId }: { titleId: MessageId }) {
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Title order={1}>
          <FormattedMessage id={titleId} />
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
