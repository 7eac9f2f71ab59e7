import type { ApplicationStatus } from "@launchpad/domain/applications";
import { Badge } from "@mantine/core";
import { useIntl } from "react-intl";
import type { MessageId } from "../../../lib/i18n/message-id.ts";

const COLOURS: Record<ApplicationStatus, string> = {
  draft: "gray",
  ready_for_invitation: "cyan",
  ready_for_meeting: "indigo",
  under_review: "blue",
  pending_decision: "orange",
  accepted: "green",
  rejected: "red",
  delay_rejected: "pink",
};

/** An application's status as a coloured badge (its name in the interface's language). */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const intl = useIntl();
  return (
    <Badge color={COLOURS[status]} variant="light" data-status={status}>
      {intl.formatMessage({ id: `applicationOverview.status.${status}` satisfies MessageId })}
    </Badge>
  );
}
