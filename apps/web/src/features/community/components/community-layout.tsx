import { Stack, Tabs, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";

export type CommunityView = "people" | "startups";

export const COMMUNITY_PATHS: Record<CommunityView, string> = {
  people: "/search/people",
  startups: "/search/startups",
};

/**
 * The community lists, each its own address: the tabs are links (open in a new tab,
 * copy, go back), and the list shown is the panel of the current tab.
 */
export function CommunityLayout({ view, children }: { view: CommunityView; children: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="lg">
      <Title order={1}>
        <FormattedMessage id="community.title" />
      </Title>
      <Tabs value={view}>
        <Tabs.List mb="lg" aria-label={intl.formatMessage({ id: "community.tabs.label" })}>
          <CommunityTab view="people" />
          <CommunityTab view="startups" />
        </Tabs.List>
        <Tabs.Panel value={view}>{children}</Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function CommunityTab({ view }: { view: CommunityView }) {
  return (
    <Tabs.Tab value={view} renderRoot={(props) => <Link {...props} to={COMMUNITY_PATHS[view]} />}>
      <FormattedMessage id={view === "people" ? "community.tabs.people" : "community.tabs.startups"} />
    </Tabs.Tab>
  );
}
