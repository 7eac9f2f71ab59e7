/** A funnel's status in the list and the editor: closed (deadline passed), published, or draft. */
export type FunnelStatus = "draft" | "published" | "closed";

export function funnelStatus(funnel: { published: boolean; closedAt?: string | null }): FunnelStatus {
  if (funnel.closedAt) return "closed";
  return funnel.published ? "published" : "draft";
}

export const STATUS_COLOR: Record<FunnelStatus, string> = {
  draft: "blue",
  published: "green",
  closed: "gray",
};
