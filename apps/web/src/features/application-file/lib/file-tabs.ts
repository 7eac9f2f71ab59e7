/** The application file's tabs (issue 17): each its own address under /application/:id. */
export const FILE_TABS = [
  { path: "activities", labelId: "applicationFile.tab.activities" },
  { path: "form", labelId: "applicationFile.tab.form" },
  { path: "meeting", labelId: "applicationFile.tab.meeting" },
] as const;
export type FileTab = (typeof FILE_TABS)[number]["path"];

export const filePathOf = (applicationId: string) => `/application/${encodeURIComponent(applicationId)}`;

/** The tab an address shows (the first one by default). */
export function tabOf(pathname: string): FileTab {
  const last = pathname.replace(/\/+$/, "").split("/").pop();
  return FILE_TABS.find((t) => t.path === last)?.path ?? "activities";
}
