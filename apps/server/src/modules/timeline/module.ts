import type { ServerModule } from "../../server-module.ts";
import "./timeline.schema.ts";
import { timelineAttachmentReferences } from "./attachment-references.ts";
import { timelineDemo } from "./timeline.demo.ts";

/** Registers the timeline module (docs/timeline.md); its GraphQL types register on import above. */
export const timelineModule: ServerModule = {
  name: "timeline",
  demo: timelineDemo,
  attachmentReferences: timelineAttachmentReferences,
};
