import type { MessageId } from "../../../lib/i18n/message-id.ts";
import { ACCESS, type AccessRule } from "../../navigation/index.ts";

export type FileTab = {
  path: string;
  labelId: MessageId;
  /** Who sees the tab (and may open its page): a plan feature, a feature flag … */
  rule?: AccessRule;
  /** Its module has not landed (assessment and analytics: metrics; feedback: coaching): not in the tab bar. */
  hidden?: true;
};

/**
 * The startup file's tabs, in the order of spec-2 §2. Assessment is a section of its own
 * (it opens on performance-overview); every other tab is one page. A hidden tab's address
 * still answers (links and bookmarks), with the page saying it is not available yet.
 */
export const FILE_TABS: readonly FileTab[] = [
  { path: "activities", labelId: "crumb.activities" },
  { path: "tasks", labelId: "nav.tasks" },
  { path: "documents", labelId: "crumb.documents", rule: ACCESS.startupDocuments },
  { path: "assessment", labelId: "crumb.assessment", hidden: true },
  { path: "analytics", labelId: "crumb.analytics", hidden: true },
  { path: "company", labelId: "crumb.company" },
  { path: "applications", labelId: "nav.applications" },
  { path: "feedback", labelId: "crumb.feedback", hidden: true },
  { path: "milestones", labelId: "crumb.milestones", rule: ACCESS.milestones },
  { path: "export", labelId: "crumb.export" },
  { path: "custom-fields", labelId: "crumb.customFields" },
];

/** The tabs that are one page each (assessment has its own pages). */
export const FILE_PAGE_TABS = FILE_TABS.filter((tab) => tab.path !== "assessment");

/** "/startup/file" is the signed-in cofounder's own startup; "/startup/7/file" another one's. */
export function filePathOf(id: string | null | undefined): string {
  return id ? `/startup/${encodeURIComponent(id)}/file` : "/startup/file";
}

/** The tab an address shows: the segment after "/file/" (null on the file's own address). */
export function tabOf(pathname: string): string | null {
  const match = /\/file\/([^/?#]+)/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
