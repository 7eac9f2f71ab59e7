export { ViewerAccessQuery } from "./api/viewer-access.query.ts";
export { AccessProvider } from "./components/access-provider.tsx";
export { useViewerAccess } from "./hooks/use-viewer-access.ts";
export type { ViewerAccess } from "./lib/viewer-access.ts";
