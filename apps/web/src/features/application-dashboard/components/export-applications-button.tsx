import { CombinedGraphQLErrors } from "@apollo/client/errors";
import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Group, Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { FormattedMessage } from "react-intl";
import { downloadAttachment } from "../../../components/file-upload/download-attachment.ts";
import type { ApplicationExportFilter } from "../../../gql/graphql.ts";
import { ApplicationExportQuery } from "../api/application-export.query.ts";
import { ExportApplicationsMutation } from "../api/export-applications.mutation.ts";

/** How often the button asks whether the file is ready (decision 052: polling, not a subscription). */
export const EXPORT_POLL_MS = 2000;

const FIELDS = [
  "funnelIds",
  "roundIds",
  "statuses",
  "tagIds",
  "decisionNeeded",
  "evaluatorId",
  "scoreMin",
  "scoreMax",
  "search",
  "archived",
] as const satisfies readonly (keyof ApplicationExportFilter)[];

/** The overview's filter as the export takes it: its own fields only (the overview's sort is not one). */
export function exportFilterOf(filter: object | null | undefined): ApplicationExportFilter {
  const given = (filter ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    FIELDS.filter((key) => given[key] !== undefined).map((key) => [key, given[key]]),
  ) as ApplicationExportFilter;
}

const planRefused = (error: unknown) =>
  CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.reason === "PLAN");

/**
 * "Export to Excel" (issue 17; the plan's bulk application export), for the overview's
 * header: queues an export of what the overview's filter lists, says "Preparing…" while the
 * job writes it (asking every 2 s), then offers the file. A plan without the feature says so.
 */
export function ExportApplicationsButton({ filter }: { filter?: object | null }) {
  const [exportId, setExportId] = useState<string | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const [start, started] = useMutation(ExportApplicationsMutation);
  const { data, stopPolling } = useQuery(ApplicationExportQuery, {
    variables: { id: exportId ?? "" },
    skip: !exportId,
    fetchPolicy: "network-only",
    pollInterval: EXPORT_POLL_MS,
  });
  const current = exportId ? data?.applicationExport : undefined;
  const finished = current?.status === "done" || current?.status === "failed";
  useEffect(() => {
    if (finished) stopPolling();
  }, [finished, stopPolling]);

  const begin = async () => {
    setDownloadFailed(false);
    setExportId(null);
    const result = await start({ variables: { filter: exportFilterOf(filter) } }).catch(() => null);
    const id = result?.data?.exportApplications.id;
    if (id) setExportId(id);
  };

  if (started.error && !exportId) {
    return (
      <Group gap="xs">
        <Text size="sm" c="red" role="alert">
          <FormattedMessage
            id={planRefused(started.error) ? "nav.locked" : "applicationDashboard.export.failed"}
          />
        </Text>
      </Group>
    );
  }
  if (current?.status === "done" && current.downloadUrl) {
    const url = current.downloadUrl;
    const day = (current.finishedAt ?? new Date().toISOString()).slice(0, 10);
    return (
      <Group gap="xs">
        <Text size="sm" role="status">
          <FormattedMessage
            id="applicationDashboard.export.ready"
            values={{ count: current.rowCount ?? 0 }}
          />
        </Text>
        <Button
          size="sm"
          onClick={() =>
            void downloadAttachment(url, `applications-${day}.xlsx`).then(
              () => setDownloadFailed(false),
              () => setDownloadFailed(true),
            )
          }
        >
          <FormattedMessage id="applicationDashboard.export.download" />
        </Button>
        <Button size="sm" variant="subtle" onClick={() => void begin()}>
          <FormattedMessage id="applicationDashboard.export.again" />
        </Button>
        {downloadFailed ? (
          <Text size="sm" c="red" role="alert">
            <FormattedMessage id="applicationDashboard.export.downloadFailed" />
          </Text>
        ) : null}
      </Group>
    );
  }
  if (current?.status === "failed") {
    return (
      <Group gap="xs">
        <Text size="sm" c="red" role="alert">
          <FormattedMessage id="applicationDashboard.export.failed" />
        </Text>
        <Button size="sm" variant="default" onClick={() => void begin()}>
          <FormattedMessage id="applicationDashboard.export.again" />
        </Button>
      </Group>
    );
  }
  const preparing = started.loading || exportId !== null;
  return (
    <Button variant="default" size="sm" onClick={() => void begin()} disabled={preparing}>
      <span role={preparing ? "status" : undefined}>
        <FormattedMessage
          id={preparing ? "applicationDashboard.export.preparing" : "applicationDashboard.export.button"}
        />
      </span>
    </Button>
  );
}
