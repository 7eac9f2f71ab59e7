import { useQuery } from "@apollo/client/react";
import { Anchor, Badge, Container, Group, Stack, Tabs, Text, Title } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { FunnelQuery } from "../api/funnel.query.ts";
import { FunnelSetupOptionsQuery } from "../api/funnel-options.query.ts";
import { funnelStatus, STATUS_COLOR } from "../lib/funnel-status.ts";
import { FunnelAdmins } from "./funnel-admins.tsx";
import { FunnelEmails } from "./funnel-emails.tsx";
import { FunnelRounds } from "./funnel-rounds.tsx";
import { FunnelSettings } from "./funnel-settings.tsx";

/**
 * /setup/funnel/:id (FUNNEL:EDIT or the funnel's admin): the full-screen funnel editor, its
 * settings, rounds in order, each round's e-mails, and its admins, in tabs.
 */
export function FunnelEditor({ funnelId }: { funnelId: string }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const query = useQuery(FunnelQuery, { variables: { id: funnelId } });
  const options = useQuery(FunnelSetupOptionsQuery, { variables: { locale } });
  const funnel = query.data?.funnel;

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/setup/funnels" size="sm" data-testid="back-to-funnels">
          ← {say("funnels.editor.back")}
        </Anchor>
        {query.error ? (
          <LoadError
            titleId="funnels.editor.loadError"
            retryId="funnels.retry"
            error={query.error}
            onRetry={() => void query.refetch()}
          />
        ) : !funnel ? (
          <ListLoader />
        ) : (
          <>
            <Group gap="sm" align="center">
              <Title order={1} size="h2" dir="auto">
                {funnel.name}
              </Title>
              <Badge variant="light" color={STATUS_COLOR[funnelStatus(funnel)]} data-testid="funnel-status">
                {say(`funnels.status.${funnelStatus(funnel)}` as MessageId)}
              </Badge>
              {funnel.closedAt ? (
                <Text size="sm" c="dimmed">
                  {say("funnels.editor.closedOn", {
                    date: intl.formatDate(funnel.closedAt, { dateStyle: "medium", timeStyle: "short" }),
                  })}
                </Text>
              ) : null}
            </Group>
            <Tabs defaultValue="settings" keepMounted={false}>
              <Tabs.List>
                <Tabs.Tab value="settings">{say("funnels.tab.settings")}</Tabs.Tab>
                <Tabs.Tab value="rounds" data-testid="tab-rounds">
                  {say("funnels.tab.rounds")}
                </Tabs.Tab>
                <Tabs.Tab value="emails" data-testid="tab-emails">
                  {say("funnels.tab.emails")}
                </Tabs.Tab>
                <Tabs.Tab value="admins" data-testid="tab-admins">
                  {say("funnels.tab.admins")}
                </Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="settings" pt="md">
                <FunnelSettings key={funnel.id} funnel={funnel} options={options.data?.funnelSetupOptions} />
              </Tabs.Panel>
              <Tabs.Panel value="rounds" pt="md">
                <FunnelRounds
                  funnelId={funnel.id}
                  rounds={funnel.rounds}
                  options={options.data?.funnelSetupOptions}
                />
              </Tabs.Panel>
              <Tabs.Panel value="emails" pt="md">
                <FunnelEmails rounds={funnel.rounds} rights={funnel} />
              </Tabs.Panel>
              <Tabs.Panel value="admins" pt="md">
                <FunnelAdmins funnel={funnel} options={options.data?.funnelSetupOptions} />
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}
