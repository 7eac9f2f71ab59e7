/** What other features use of the application file: its address. */
export { filePathOf } from "./lib/file-tabs.ts";
