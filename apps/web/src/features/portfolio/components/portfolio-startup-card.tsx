import { Anchor, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { AvatarBlock } from "../../../components/avatar-block.tsx";
import text from "../../../components/text-wrap.module.css";
import { WebsiteLink } from "../../../components/website-link.tsx";
import type { BookingViewer } from "../../booking/index.ts";
import type { PortfolioStartup } from "../lib/types.ts";
import { ConnectionList } from "./connection-list.tsx";
import classes from "./portfolio.module.css";
import { StartupCofounders } from "./startup-cofounders.tsx";

type PortfolioStartupCardProps = { startup: PortfolioStartup; viewer: BookingViewer | null };

/** A startup of the portfolio: who it is (its name opens its file) and its coaching hours. */
export function PortfolioStartupCard({ startup, viewer }: PortfolioStartupCardProps) {
  const intl = useIntl();
  const titleId = `portfolio-startup-${startup.id}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      data-testid="portfolio-startup"
    >
      <div className={classes.startup}>
        <Stack gap="xs" miw={0}>
          <AvatarBlock name={startup.name} src={startup.logo} kind="startup" scale="md">
            <Title order={2} size="h4" id={titleId} className={text.wrap}>
              <Anchor component={Link} to={`/startup/${encodeURIComponent(startup.id)}/file`} inherit>
                {startup.name}
              </Anchor>
            </Title>
            <WebsiteLink website={startup.website} newTabId="portfolio.newTab" />
          </AvatarBlock>
          <StartupCofounders members={startup.members} />
          {startup.programs.length > 0 ? (
            <Group gap={6} aria-label={intl.formatMessage({ id: "portfolio.startup.programs" })} role="list">
              {startup.programs.map((program) => (
                <Badge key={program.id} role="listitem" variant="light" radius="sm" tt="none">
                  {program.name}
                </Badge>
              ))}
            </Group>
          ) : null}
        </Stack>
        <Stack gap="xs" miw={0}>
          <Text fw={600} size="sm">
            <FormattedMessage id="portfolio.connections.title" />
          </Text>
          <ConnectionList startupId={startup.id} connections={startup.connections} viewer={viewer} />
        </Stack>
      </div>
    </Card>
  );
}
