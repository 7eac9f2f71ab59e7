import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { Alert, Button, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useState } from "react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { downloadAttachment } from "../../../components/file-upload/download-attachment.ts";
import { ListLoader, LoadError } from "../../../components/list-states.tsx";
import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { useStartupExports } from "../hooks/use-startup-exports.ts";
import { ExportStatusBadge } from "./export-status-badge.tsx";

const forbidden = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.name === "ForbiddenError");

/** A file name from the startup's name and the export's day. */
export function exportFileName(startupName: string, iso: string): string {
  const base = startupName
    .normalize("NFKD")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
  return `${base || "startup"}-${iso.slice(0, 10)}.xlsx`;
}

/**
 * The startup file's export tab (issue 18, decision 060): "Export to Excel" queues the job;
 * "Preparing the file…" shows while it runs (asked every 2 s); the viewer's recent exports
 * list each with its status and, once ready, a download. Mentors and experts, who see the
 * file but may not export it, are told so.
 */
export function StartupExportPanel({ startupId, name }: { startupId: string; name: string }) {
  const intl = useIntl();
  const { exports, loading, error, refetch, start, starting, startError, unfinished } =
    useStartupExports(startupId);
  const [downloadFailed, setDownloadFailed] = useState(false);

  if (error && forbidden(error))
    return (
      <Alert color="gray" data-testid="startup-export-not-allowed">
        <FormattedMessage id="startupExport.notAllowed" />
      </Alert>
    );
  if (error && !exports)
    return (
      <LoadError
        titleId="startupExport.loadError"
        retryId="startupExport.retry"
        error={error}
        onRetry={() => void refetch()}
      />
    );
  if (loading || !exports) return <ListLoader />;

  const preparing = starting || unfinished;
  const download = (url: string, iso: string) =>
    void downloadAttachment(url, exportFileName(name, iso)).then(
      () => setDownloadFailed(false),
      () => setDownloadFailed(true),
    );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <FormattedMessage id="startupExport.title" />
      </Title>
      <Text size="sm" c="dimmed">
        <FormattedMessage id="startupExport.intro" values={{ name }} />
      </Text>
      <Group gap="sm">
        <Button onClick={() => void start()} disabled={preparing} data-testid="startup-export-button">
          <span role={preparing ? "status" : undefined}>
            <FormattedMessage id={preparing ? "startupExport.preparing" : "startupExport.button"} />
          </span>
        </Button>
        {startError ? (
          <Text size="sm" c="red" role="alert">
            <FormattedMessage
              id={forbidden(startError) ? "startupExport.notAllowed" : "startupExport.startFailed"}
            />
          </Text>
        ) : null}
        {downloadFailed ? (
          <Text size="sm" c="red" role="alert">
            <FormattedMessage id="startupExport.downloadFailed" />
          </Text>
        ) : null}
      </Group>
      <Title order={3} size="h4">
        <FormattedMessage id="startupExport.recent" />
      </Title>
      {exports.length === 0 ? (
        <Text c="dimmed" size="sm">
          <FormattedMessage id="startupExport.recentEmpty" />
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={420}>
          <Table verticalSpacing="xs" data-testid="startup-exports-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage id="startupExport.column.requested" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="startupExport.column.status" />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage id="startupExport.column.file" />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {exports.map((e) => {
                const url = e.downloadUrl;
                const date = intl.formatDate(e.createdAt, { dateStyle: "medium", timeStyle: "short" });
                return (
                  <Table.Tr key={e.id} data-testid="startup-export-row">
                    <Table.Td>
                      <FormattedDate value={e.createdAt} dateStyle="medium" timeStyle="short" />
                    </Table.Td>
                    <Table.Td>
                      <ExportStatusBadge status={e.status} />
                      {e.status === "failed" ? (
                        <Text size="xs" c="red" role="alert">
                          <FormattedMessage id={"startupExport.failed" satisfies MessageId} />
                        </Text>
                      ) : null}
                    </Table.Td>
                    <Table.Td>
                      {url ? (
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => download(url, e.finishedAt ?? e.createdAt)}
                          aria-label={intl.formatMessage({ id: "startupExport.downloadNamed" }, { date })}
                        >
                          <FormattedMessage id="startupExport.download" />
                        </Button>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
