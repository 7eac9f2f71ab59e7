import { Anchor, Avatar, Card, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { CommunityStartup } from "../lib/types.ts";
import { websiteLink } from "../lib/website.ts";
import classes from "./community-cards.module.css";
import { ExternalIcon } from "./community-icons.tsx";

/**
 * A startup the viewer may see: its name opens the startup file (the whole card does, the
 * name's link stretched over it); its website opens in a new tab, without giving that tab
 * a handle on this one (noopener) or the address of this page (noreferrer).
 */
export function StartupCard({ startup }: { startup: CommunityStartup }) {
  const intl = useIntl();
  const website = websiteLink(startup.website);
  const names = startup.people.map((person) => person.fullName);
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
            className={`${classes.stretched} ${classes.text}`}
          >
            {startup.name}
          </Anchor>
        </Group>
        {website ? (
          <Anchor
            href={website.href}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            className={`${classes.above} ${classes.text}`}
          >
            {website.label}
            <ExternalIcon className={classes.external} />{" "}
            <VisuallyHidden>
              <FormattedMessage id="community.startups.newTab" />
            </VisuallyHidden>
          </Anchor>
        ) : null}
        <Text size="sm" c="dimmed" className={classes.text}>
          {names.length > 0 ? (
            <FormattedMessage
              id="community.startups.team"
              values={{ names: intl.formatList(names, { type: "conjunction" }) }}
            />
          ) : (
            <FormattedMessage id="community.startups.noTeam" />
          )}
        </Text>
      </Stack>
    </Card>
  );
}
