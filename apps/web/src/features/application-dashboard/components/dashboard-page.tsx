import { useQuery } from "@apollo/client/react";
import {
  Alert,
  Group,
  Loader,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { lazy, Suspense } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { useSearchParams } from "react-router";
import { withChunkReload } from "../../../lib/chunk-reload.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { ApplicationsDashboardQuery } from "../api/applications-dashboard.query.ts";
import { countOf, type DashboardData, OPEN_STATUSES } from "../lib/chart-data.ts";
import { ExportApplicationsButton } from "./export-applications-button.tsx";

/** recharts is large: the charts come in a chunk of their own, after the figures. */
const DashboardCharts = lazy(
  withChunkReload(() => import("./dashboard-charts.tsx").then((m) => ({ default: m.DashboardCharts }))),
);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * /application/dashboard (issue 17; spec-2 §2: the applications dashboard feature and
 * APPLICATION_DASHBOARD): applications by status, funnel and week, conversion and time in
 * each round, score distributions; filtered by funnel and creation dates, kept in the address.
 * Its Excel export lists the chosen funnel's applications (all of the viewer's without one).
 */
export function DashboardPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const funnelId = params.get("funnel");
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const filter = {
    funnelId: funnelId || null,
    from: DATE.test(from) ? from : null,
    to: DATE.test(to) ? to : null,
  };
  const { data, previousData, loading, error } = useQuery(ApplicationsDashboardQuery, {
    variables: { filter },
  });
  const dashboard = (data ?? previousData)?.applicationsDashboard;
  const set = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-start">
        <Title order={1} size="h2">
          <FormattedMessage id="applicationDashboard.title" />
        </Title>
        <ExportApplicationsButton filter={{ funnelIds: funnelId ? [funnelId] : null }} />
      </Group>
      <Group
        align="flex-end"
        role="group"
        aria-label={intl.formatMessage({ id: "applicationDashboard.filters" })}
      >
        <Select
          label={intl.formatMessage({ id: "applicationDashboard.funnel" })}
          placeholder={intl.formatMessage({ id: "applicationDashboard.allFunnels" })}
          data={(dashboard?.funnelOptions ?? []).map((f) => ({ value: f.id, label: f.name }))}
          value={funnelId}
          onChange={(value) => set("funnel", value)}
          clearable
          w={260}
        />
        <TextInput
          type="date"
          label={intl.formatMessage({ id: "applicationDashboard.from" })}
          value={from}
          max={to || undefined}
          onChange={(e) => set("from", e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={intl.formatMessage({ id: "applicationDashboard.to" })}
          value={to}
          min={from || undefined}
          onChange={(e) => set("to", e.currentTarget.value)}
        />
        {loading && dashboard ? <Loader size="sm" aria-hidden /> : null}
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          <FormattedMessage id="applicationDashboard.loadError" />
        </Alert>
      ) : null}
      {!dashboard ? (
        loading ? (
          <Loader aria-label={intl.formatMessage({ id: "applicationDashboard.title" })} />
        ) : null
      ) : (
        <Figures dashboard={dashboard as DashboardData} />
      )}
    </Stack>
  );
}

function Figures({ dashboard }: { dashboard: DashboardData }) {
  const intl = useIntl();
  const stats: [MessageId, number][] = [
    ["applicationDashboard.stat.total", dashboard.total],
    ["applicationDashboard.stat.open", countOf(dashboard.byStatus, OPEN_STATUSES)],
    ["applicationDashboard.stat.accepted", countOf(dashboard.byStatus, ["accepted"])],
    ["applicationDashboard.stat.rejected", countOf(dashboard.byStatus, ["rejected", "delay_rejected"])],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {stats.map(([label, value]) => (
          <Paper key={label} withBorder p="md">
            <Text size="sm" c="dimmed">
              <FormattedMessage id={label} />
            </Text>
            <Text size="xl" fw={700}>
              {intl.formatNumber(value)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      {dashboard.archived > 0 ? (
        <Text size="sm" c="dimmed">
          <FormattedMessage id="applicationDashboard.stat.archived" values={{ count: dashboard.archived }} />
        </Text>
      ) : null}
      {dashboard.total === 0 ? (
        <Text>
          <FormattedMessage id="applicationDashboard.empty" />
        </Text>
      ) : (
        <Suspense fallback={<Loader />}>
          <DashboardCharts data={dashboard} />
        </Suspense>
      )}
    </Stack>
  );
}
