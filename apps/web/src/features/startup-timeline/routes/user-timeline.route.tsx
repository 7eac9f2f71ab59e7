import { Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { useParams } from "react-router";
import { TimelineList } from "../components/timeline-list.tsx";
import { useUserTimeline } from "../hooks/use-timeline.ts";

/** /profile/:userId/timeline: the person's own updates and comments, in the startups the viewer may read. */
export function Component() {
  const { userId = "" } = useParams();
  const state = useUserTimeline(userId);
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        <FormattedMessage id="startupTimeline.userTitle" />
      </Title>
      <Text c="dimmed" size="sm">
        <FormattedMessage id="startupTimeline.userIntro" />
      </Text>
      <TimelineList state={state} showStartup emptyId="startupTimeline.emptyUser" />
    </Stack>
  );
}
