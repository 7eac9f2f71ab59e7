import {
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Select,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from "@mantine/core";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Link } from "react-router";

export type VersionRow = {
  id: string;
  number: number;
  status: "draft" | "published";
  publishedAt?: string | null;
  createdAt: string;
  answerCount: number;
};

/**
 * A form's versions (decision 040): each published version is frozen with the answers given
 * to it; the newest may be a draft. Any two can be compared (/setup/forms/:baseId/compare/:compareId).
 */
export function VersionsButton({ versions }: { versions: readonly VersionRow[] }) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const sorted = [...versions].sort((a, b) => a.number - b.number);
  const newest = sorted.at(-1);
  const [base, setBase] = useState<string | null>(null);
  const [compare, setCompare] = useState<string | null>(null);
  const data = sorted.map((version) => ({
    value: version.id,
    label: intl.formatMessage(
      { id: "formBuilder.versions.name" },
      { n: version.number, status: version.status },
    ),
  }));
  const baseId = base ?? sorted.at(-2)?.id ?? null;
  const compareId = compare ?? newest?.id ?? null;
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)} data-testid="versions">
        {intl.formatMessage({ id: "formBuilder.versions" }, { count: versions.length })}
      </Button>
      <Modal
        opened={opened}
        onClose={() => setOpened(false)}
        title={intl.formatMessage({ id: "formBuilder.versions.title" })}
        size="lg"
      >
        <Stack gap="md">
          <Table striped data-testid="versions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{intl.formatMessage({ id: "formBuilder.versions.version" })}</Table.Th>
                <Table.Th>{intl.formatMessage({ id: "formBuilder.versions.status" })}</Table.Th>
                <Table.Th>{intl.formatMessage({ id: "formBuilder.versions.answers" })}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>
                    {intl.formatMessage({ id: "formBuilder.versions.compare" })}
                  </VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {[...sorted].reverse().map((version) => (
                <Table.Tr key={version.id} data-testid="version-row">
                  <Table.Td>
                    {intl.formatMessage({ id: "formBuilder.versions.number" }, { n: version.number })}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={version.status === "published" ? "green" : "gray"}>
                      {intl.formatMessage({
                        id:
                          version.status === "published"
                            ? "formBuilder.status.published"
                            : "formBuilder.status.draft",
                      })}
                    </Badge>
                    {version.publishedAt ? (
                      <Text size="xs" c="dimmed">
                        {intl.formatDate(version.publishedAt, { dateStyle: "medium", timeStyle: "short" })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{intl.formatNumber(version.answerCount)}</Table.Td>
                  <Table.Td>
                    {newest && newest.id !== version.id ? (
                      <Anchor
                        component={Link}
                        to={`/setup/forms/${version.id}/compare/${newest.id}`}
                        size="sm"
                      >
                        {intl.formatMessage(
                          { id: "formBuilder.versions.compareWithNewest" },
                          { n: newest.number },
                        )}
                      </Anchor>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {sorted.length > 1 ? (
            <Group align="flex-end" gap="sm">
              <Select
                label={intl.formatMessage({ id: "formBuilder.versions.base" })}
                data={data}
                value={baseId}
                onChange={setBase}
                allowDeselect={false}
                data-testid="compare-base"
              />
              <Select
                label={intl.formatMessage({ id: "formBuilder.versions.with" })}
                data={data}
                value={compareId}
                onChange={setCompare}
                allowDeselect={false}
                data-testid="compare-next"
              />
              <Button
                component={Link}
                to={`/setup/forms/${baseId}/compare/${compareId}`}
                disabled={!baseId || !compareId || baseId === compareId}
                data-testid="compare-go"
              >
                {intl.formatMessage({ id: "formBuilder.versions.compare" })}
              </Button>
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              {intl.formatMessage({ id: "formBuilder.versions.one" })}
            </Text>
          )}
        </Stack>
      </Modal>
    </>
  );
}
