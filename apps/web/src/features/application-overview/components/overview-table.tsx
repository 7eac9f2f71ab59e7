import type { ApplicationStatus } from "@launchpad/domain/applications";
import { Anchor, Badge, Checkbox, Group, Stack, Table, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import { useLocale } from "../../../lib/i18n/locale-context.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { textIn } from "../lib/texts.ts";
import { StatusBadge } from "./status-badge.tsx";

export type OverviewRow = {
  id: string;
  anonymous: boolean;
  applicantName?: string | null;
  applicantEmail?: string | null;
  startupName?: string | null;
  status: ApplicationStatus;
  averageScore?: number | null;
  normalisedScore?: number | null;
  evaluationCount: number;
  createdAt: string;
  funnel?: { id: string; name: string } | null;
  round?: { id: string; name: unknown; position: number } | null;
  tags: { id: string; name: string; color: string }[];
};

type Props = {
  rows: readonly OverviewRow[];
  /** With batch actions: the chosen rows (checkboxes); without: no checkbox column. */
  selection: { ids: ReadonlySet<string>; onChange: (ids: Set<string>) => void } | null;
  onOpen: (id: string) => void;
};

/**
 * The overview's table: applicant (or "Anonymous" while the viewer reviews it blind),
 * funnel, round, status, raw and normalised score, and when it came in. The applicant's name
 * opens the application's file.
 */
export function OverviewTable({ rows, selection, onOpen }: Props) {
  const intl = useIntl();
  const { locale } = useLocale();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const score = (value: number | null | undefined) =>
    value === null || value === undefined ? "–" : intl.formatNumber(value, { maximumFractionDigits: 2 });
  const allChosen = selection !== null && rows.length > 0 && rows.every((r) => selection.ids.has(r.id));
  const someChosen = selection !== null && rows.some((r) => selection.ids.has(r.id));
  const toggleAll = () => {
    if (!selection) return;
    const next = new Set(selection.ids);
    for (const r of rows) {
      if (allChosen) next.delete(r.id);
      else next.add(r.id);
    }
    selection.onChange(next);
  };
  const toggle = (id: string) => {
    if (!selection) return;
    const next = new Set(selection.ids);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    selection.onChange(next);
  };

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="application-overview-table">
        <Table.Thead>
          <Table.Tr>
            {selection ? (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={say("applicationOverview.table.selectPage")}
                  checked={allChosen}
                  indeterminate={someChosen && !allChosen}
                  onChange={toggleAll}
                />
              </Table.Th>
            ) : null}
            <Table.Th>{say("applicationOverview.table.applicant")}</Table.Th>
            <Table.Th>{say("applicationOverview.table.funnel")}</Table.Th>
            <Table.Th>{say("applicationOverview.table.round")}</Table.Th>
            <Table.Th>{say("applicationOverview.table.status")}</Table.Th>
            <Table.Th>
              <abbr title={say("applicationOverview.table.scoreHelp")}>
                {say("applicationOverview.table.score")}
              </abbr>
            </Table.Th>
            <Table.Th>{say("applicationOverview.table.created")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = row.anonymous
              ? say("applicationOverview.anonymous")
              : row.applicantName || row.applicantEmail || say("applicationOverview.unnamed");
            return (
              <Table.Tr key={row.id} data-testid="application-overview-row" data-id={row.id}>
                {selection ? (
                  <Table.Td>
                    <Checkbox
                      aria-label={say("applicationOverview.table.select", { name })}
                      checked={selection.ids.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </Table.Td>
                ) : null}
                <Table.Td>
                  <Stack gap={0}>
                    <Anchor
                      component={Link}
                      to={`/application/${encodeURIComponent(row.id)}`}
                      onClick={() => onOpen(row.id)}
                      fw={500}
                      fs={row.anonymous ? "italic" : undefined}
                    >
                      {name}
                    </Anchor>
                    {!row.anonymous && row.startupName ? (
                      <Text size="xs" c="dimmed">
                        {row.startupName}
                      </Text>
                    ) : null}
                    {row.tags.length > 0 ? (
                      <Group gap={4} mt={2}>
                        {row.tags.map((tag) => (
                          <Badge key={tag.id} size="xs" variant="outline" color={tag.color}>
                            {tag.name}
                          </Badge>
                        ))}
                      </Group>
                    ) : null}
                  </Stack>
                </Table.Td>
                <Table.Td>{row.funnel?.name ?? "–"}</Table.Td>
                <Table.Td>
                  {row.round
                    ? say("applicationOverview.table.roundName", {
                        position: row.round.position,
                        name: textIn(row.round.name, locale),
                      })
                    : "–"}
                </Table.Td>
                <Table.Td>
                  <StatusBadge status={row.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm" data-testid="application-overview-score">
                    {score(row.averageScore)}
                    <Text span size="xs" c="dimmed">
                      {" "}
                      / {score(row.normalisedScore)}
                    </Text>
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{intl.formatDate(row.createdAt, { dateStyle: "medium" })}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
