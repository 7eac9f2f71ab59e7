import { Button, Paper, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { usePageHeadingLevel } from "../../../components/page-heading-level.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { useViewerAccess } from "../../access/index.ts";
import { ACCESS, decideAccess, inRoleSet } from "../../navigation/index.ts";
import { type CurrentUser, useCurrentUser } from "../../session/index.ts";

type WayOn = { to: string; labelId: MessageId };

/**
 * Where someone without a startup of their own goes on from /startup/file: the Startup
 * Portfolio when they may open it (the team, mentors and experts), else the community's
 * startups directory when their role has the community and sees startups, else home.
 */
export function wayOnFor(
  user: Pick<CurrentUser, "role">,
  access: {
    permissions: readonly string[];
    featureFlags: readonly string[];
    planFeatures: readonly string[];
  },
): WayOn {
  const viewer = { roleType: user.role.type, ...access };
  if (decideAccess([ACCESS.coaching], viewer) === "allow") {
    return { to: "/coaching", labelId: "startupFile.none.portfolio" };
  }
  if (inRoleSet(user.role.type, "community") && user.role.startupAccess.visibilitySettings !== "NONE") {
    return { to: "/search/startups", labelId: "startupFile.none.directory" };
  }
  return { to: "/", labelId: "startupFile.none.home" };
}

/** /startup/file for someone who is not a member of a startup: what it is, and a way on. */
export function NoOwnStartup() {
  const level = usePageHeadingLevel();
  const wayOn = wayOnFor(useCurrentUser(), useViewerAccess());
  return (
    <Stack gap="lg" maw={880} data-testid="startup-file-none">
      <Title order={level}>
        <FormattedMessage id="startupFile.none.title" />
      </Title>
      <Paper withBorder radius="md" p="xl">
        <Stack align="center" gap="md" ta="center">
          <Text>
            <FormattedMessage id="startupFile.none.text" />
          </Text>
          <Button component={Link} to={wayOn.to} variant="light">
            <FormattedMessage id={wayOn.labelId} />
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
