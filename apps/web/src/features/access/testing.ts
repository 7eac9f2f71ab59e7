/** For tests: the access a page reads, given without the server's answer. */
export { ViewerAccessContext } from "./hooks/use-viewer-access.ts";
