import "@mantine/charts/styles.css";
import type { ApplicationStatus } from "@launchpad/domain/applications";
import { BarChart, DonutChart } from "@mantine/charts";
import { Group, SimpleGrid, Stack, useDirection } from "@mantine/core";
import { useIntl } from "react-intl";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import {
  binRows,
  type DashboardData,
  funnelRows,
  presentStatuses,
  roundRows,
  STATUS_COLORS,
  statusRows,
  weekRows,
} from "../lib/chart-data.ts";
import { ChartCard } from "./chart-card.tsx";

/**
 * The dashboard's charts (@mantine/charts over recharts, loaded as a chunk of their own
 * with the charts' styles). In Arabic the X axis runs right to left and the Y axis stands
 * on the right (LIBRARIES.md). Each chart's figures are also a visually hidden table.
 */
export function DashboardCharts({ data }: { data: DashboardData }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const rtl = useDirection().dir === "rtl";
  const axes = {
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? ("right" as const) : ("left" as const) },
  };
  // The legend in the series' order (the state machine's), not sorted by name.
  const legend = { withLegend: true, legendProps: { itemSorter: null } };
  const statusLabel = (s: ApplicationStatus) =>
    intl.formatMessage({ id: `applicationDashboard.status.${s}` as MessageId });
  const number = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 2 });
  const days = (n: number | null) =>
    n === null ? intl.formatMessage({ id: "applicationDashboard.notApplicable" }) : intl.formatNumber(n);
  const statusSeries = (statuses: ApplicationStatus[]) =>
    statuses.map((s) => ({ name: s, label: statusLabel(s), color: STATUS_COLORS[s] }));

  const byStatus = statusRows(data).filter((r) => r.count > 0);
  const funnels = funnelRows(data);
  const funnelStatuses = presentStatuses(funnels);
  const weeks = weekRows(data).map((w) => ({
    ...w,
    week: intl.formatDate(`${w.week}T00:00:00Z`, { day: "numeric", month: "short", timeZone: "UTC" }),
  }));
  const weekStatuses = presentStatuses(weeks);
  const rounds = roundRows(data, locale);
  const averages = binRows(data.averageScores, number);
  const normalised = binRows(data.normalisedScores, number);
  const count = intl.formatMessage({ id: "applicationDashboard.column.count" });

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title="applicationDashboard.chart.status"
          table={{
            columns: ["applicationDashboard.column.status", "applicationDashboard.column.count"],
            rows: byStatus.map((r) => ({ key: r.status, cells: [statusLabel(r.status), r.count] })),
          }}
        >
          <Group justify="center">
            <DonutChart
              data={byStatus.map((r) => ({
                name: statusLabel(r.status),
                value: r.count,
                color: STATUS_COLORS[r.status],
              }))}
              withLabels
              withLabelsLine
              chartLabel={intl.formatNumber(data.total)}
              size={200}
              thickness={28}
            />
          </Group>
        </ChartCard>
        <ChartCard
          title="applicationDashboard.chart.funnel"
          table={{
            columns: ["applicationDashboard.column.funnel", "applicationDashboard.column.total"],
            rows: funnels.map((f) => ({ key: f.funnel, cells: [f.funnel, f.total] })),
          }}
        >
          <BarChart
            h={240}
            data={funnels}
            dataKey="funnel"
            type="stacked"
            series={statusSeries(funnelStatuses)}
            {...legend}
            {...axes}
          />
        </ChartCard>
      </SimpleGrid>
      <ChartCard
        title="applicationDashboard.chart.weeks"
        table={{
          columns: ["applicationDashboard.column.week", "applicationDashboard.column.total"],
          rows: weeks.map((w) => ({ key: w.week, cells: [w.week, w.total] })),
        }}
      >
        <BarChart
          h={260}
          data={weeks}
          dataKey="week"
          type="stacked"
          series={statusSeries(weekStatuses)}
          {...legend}
          {...axes}
        />
      </ChartCard>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ChartCard
          title="applicationDashboard.chart.conversion"
          table={{
            columns: [
              "applicationDashboard.column.round",
              "applicationDashboard.column.current",
              "applicationDashboard.column.entered",
              "applicationDashboard.column.wentOn",
              "applicationDashboard.column.conversion",
            ],
            rows: rounds.map((r) => ({
              key: r.roundId,
              cells: [
                r.round,
                r.current,
                r.entered,
                r.wentOn,
                r.conversion === null
                  ? intl.formatMessage({ id: "applicationDashboard.notApplicable" })
                  : intl.formatNumber(r.conversion / 100, { style: "percent", maximumFractionDigits: 1 }),
              ],
            })),
          }}
        >
          <BarChart
            h={260}
            data={rounds}
            dataKey="round"
            series={[
              {
                name: "entered",
                label: intl.formatMessage({ id: "applicationDashboard.column.entered" }),
                color: "blue.6",
              },
              {
                name: "wentOn",
                label: intl.formatMessage({ id: "applicationDashboard.column.wentOn" }),
                color: "teal.6",
              },
            ]}
            {...legend}
            {...axes}
          />
        </ChartCard>
        <ChartCard
          title="applicationDashboard.chart.time"
          table={{
            columns: [
              "applicationDashboard.column.round",
              "applicationDashboard.column.averageDays",
              "applicationDashboard.column.medianDays",
            ],
            rows: rounds.map((r) => ({
              key: r.roundId,
              cells: [r.round, days(r.averageDays), days(r.medianDays)],
            })),
          }}
        >
          <BarChart
            h={260}
            data={rounds}
            dataKey="round"
            series={[
              {
                name: "averageDays",
                label: intl.formatMessage({ id: "applicationDashboard.column.averageDays" }),
                color: "violet.6",
              },
              {
                name: "medianDays",
                label: intl.formatMessage({ id: "applicationDashboard.column.medianDays" }),
                color: "grape.4",
              },
            ]}
            valueFormatter={(value) => intl.formatMessage({ id: "applicationDashboard.days" }, { value })}
            {...legend}
            {...axes}
          />
        </ChartCard>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {(
          [
            ["applicationDashboard.chart.average", averages, "blue.6"],
            ["applicationDashboard.chart.normalised", normalised, "indigo.6"],
          ] as const
        ).map(([title, rows, color]) => (
          <ChartCard
            key={title}
            title={title}
            table={{
              columns: ["applicationDashboard.column.range", "applicationDashboard.column.count"],
              rows: rows.map((r) => ({ key: r.range, cells: [r.range, r.count] })),
            }}
          >
            <BarChart
              h={220}
              data={rows}
              dataKey="range"
              series={[{ name: "count", label: count, color }]}
              {...axes}
            />
          </ChartCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
