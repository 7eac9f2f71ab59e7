import { Anchor, Avatar, Card, Group, Stack } from "@mantine/core";
import { Link } from "react-router";
import { NameList } from "../../../components/name-list.tsx";
import text from "../../../components/text-wrap.module.css";
import { WebsiteLink } from "../../../components/website-link.tsx";
import type { CommunityStartup } from "../lib/types.ts";
import { CardTags } from "./card-tags.tsx";
import classes from "./community-cards.module.css";

/**
 * A startup the viewer may see: its name opens the startup file (the whole card does, the
 * name's link stretched over it); its website opens in a new tab, without giving that tab
 * a handle on this one (noopener) or the address of this page (noreferrer).
 */
export function StartupCard({ startup }: { startup: CommunityStartup }) {
  return (
    <Card withBorder radius="md" padding="lg" className={classes.card} data-testid="startup-card">
      <Stack gap="xs">
        <Group wrap="nowrap" gap="md">
          <Avatar name={startup.name} color="initials" radius="md" size={44} aria-hidden="true" />
          <Anchor
            component={Link}
            to={`/startup/${encodeURIComponent(startup.id)}/file`}
            fw={600}
            underline="never"
            className={`${classes.stretched} ${text.wrap}`}
          >
            {startup.name}
          </Anchor>
        </Group>
        <WebsiteLink
          website={startup.website}
          newTabId="community.startups.newTab"
          className={classes.above}
        />
        <NameList
          names={startup.people.map((person) => person.fullName)}
          listId="community.startups.team"
          noneId="community.startups.noTeam"
        />
        <CardTags tags={startup.tags} industries={startup.industries} />
      </Stack>
    </Card>
  );
}
