/** The startup file's tabs, for the route table (the pages themselves load lazily). */
export { FILE_PAGE_TABS, FILE_TABS, type FileTab, filePathOf } from "./lib/file-tabs.ts";
