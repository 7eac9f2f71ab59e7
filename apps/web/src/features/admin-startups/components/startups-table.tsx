import { Anchor, Badge, Checkbox, Group, Table, Text } from "@mantine/core";
import { useIntl } from "react-intl";
import { Link } from "react-router";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

export type AdminStartupRow = {
  id: string;
  name: string;
  createdAt: string;
  memberCount: number;
  connectionCount: number;
  members: { id: string; fullName: string }[];
  programs: { id: string; name: string }[];
  tags?: { id: string; name: string; color: string }[] | null;
  industries?: { id: string; name: string }[] | null;
};

type Props = {
  rows: readonly AdminStartupRow[];
  chosen: ReadonlySet<string>;
  onChoose: (ids: Set<string>) => void;
};

/**
 * The administration's table: a checkbox per startup and one for the page, the name (opens
 * the startup's file), cofounders, programmes, tags, industries, supporters and creation date.
 */
export function StartupsTable({ rows, chosen, onChoose }: Props) {
  const intl = useIntl();
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const allChosen = rows.length > 0 && rows.every((r) => chosen.has(r.id));
  const someChosen = rows.some((r) => chosen.has(r.id));
  const toggleAll = () => {
    const next = new Set(chosen);
    for (const r of rows) {
      if (allChosen) next.delete(r.id);
      else next.add(r.id);
    }
    onChoose(next);
  };
  const toggle = (id: string) => {
    const next = new Set(chosen);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChoose(next);
  };

  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="admin-startups-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={say("adminStartups.table.selectPage")}
                checked={allChosen}
                indeterminate={someChosen && !allChosen}
                onChange={toggleAll}
              />
            </Table.Th>
            <Table.Th>{say("adminStartups.table.name")}</Table.Th>
            <Table.Th>{say("adminStartups.table.members")}</Table.Th>
            <Table.Th>{say("adminStartups.table.programs")}</Table.Th>
            <Table.Th>{say("adminStartups.table.tags")}</Table.Th>
            <Table.Th>{say("adminStartups.table.industries")}</Table.Th>
            <Table.Th>{say("adminStartups.table.supporters")}</Table.Th>
            <Table.Th>{say("adminStartups.table.created")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="admin-startup-row" data-id={row.id}>
              <Table.Td>
                <Checkbox
                  aria-label={say("adminStartups.table.select", { name: row.name })}
                  checked={chosen.has(row.id)}
                  onChange={() => toggle(row.id)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/startup/${encodeURIComponent(row.id)}`} fw={500}>
                  {row.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {row.members.length > 0
                    ? row.members.map((m) => m.fullName).join(", ")
                    : say("adminStartups.table.noMembers")}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.programs.map((p) => p.name).join(", ") || "–"}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {(row.tags ?? []).map((tag) => (
                    <Badge key={tag.id} size="sm" variant="light" color={tag.color} autoContrast>
                      {tag.name}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{(row.industries ?? []).map((i) => i.name).join(", ") || "–"}</Text>
              </Table.Td>
              <Table.Td>{intl.formatNumber(row.connectionCount)}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {intl.formatDate(row.createdAt, { dateStyle: "medium" })}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
