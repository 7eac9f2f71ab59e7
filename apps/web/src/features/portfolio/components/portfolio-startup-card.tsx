import { Anchor, Avatar, Badge, Card, Group, Stack, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { BookingViewer } from "../../booking/index.ts";
import type { PortfolioStartup } from "../lib/types.ts";
import { ConnectionList } from "./connection-list.tsx";
import classes from "./portfolio.module.css";
import { StartupCofounders } from "./startup-cofounders.tsx";
import { StartupWebsite } from "./startup-website.tsx";

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
          <Group wrap="nowrap" gap="md" align="center">
            <Avatar
              src={startup.logo || null}
              name={startup.name}
              color="initials"
              radius="md"
              size={48}
              alt=""
              aria-hidden="true"
            />
            <Stack gap={2} miw={0}>
              <Title order={2} size="h4" id={titleId} className={classes.text}>
                <Anchor component={Link} to={`/startup/${encodeURIComponent(startup.id)}/file`} inherit>
                  {startup.name}
                </Anchor>
              </Title>
              <StartupWebsite website={startup.website} />
            </Stack>
          </Group>
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
