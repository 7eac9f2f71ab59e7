/** The startup file's tabs, for the route table (the pages themselves load lazily). */

/** spec-1 §5: the Create Startup form (the side menu's dialog). */
export { CreateStartupForm } from "./components/create-startup-form.tsx";
export { FILE_PAGE_TABS, FILE_TABS, type FileTab, filePathOf } from "./lib/file-tabs.ts";
