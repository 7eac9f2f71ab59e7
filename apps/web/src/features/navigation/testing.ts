export { defaultMenuViewer, defaultViewer } from "./testing/default-viewer.ts";
