/** The status badge's colour: open work, waiting for staff, closed. */
export function statusColor(status: string): string {
  switch (status) {
    case "accepted":
      return "green";
    case "rejected":
    case "delay_rejected":
      return "red";
    case "pending_decision":
      return "orange";
    case "draft":
      return "gray";
    default:
      return "blue";
  }
}

export const STATUSES = [
  "draft",
  "ready_for_invitation",
  "ready_for_meeting",
  "under_review",
  "pending_decision",
  "accepted",
  "rejected",
  "delay_rejected",
] as const;
