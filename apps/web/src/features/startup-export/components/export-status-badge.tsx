import { Badge } from "@mantine/core";
import { useIntl } from "react-intl";
import type { StartupExportStatus } from "../../../gql/graphql.ts";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

const COLOURS: Record<StartupExportStatus, string> = {
  queued: "gray",
  running: "blue",
  done: "green",
  failed: "red",
};

/** An export's status as a coloured badge. */
export function ExportStatusBadge({ status }: { status: StartupExportStatus }) {
  const intl = useIntl();
  return (
    <Badge color={COLOURS[status]} variant="light" data-status={status}>
      {intl.formatMessage({ id: `startupExport.status.${status}` satisfies MessageId })}
    </Badge>
  );
}
