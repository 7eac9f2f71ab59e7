/**
 * The timeline module's door (issue 18, docs/timeline.md): other modules add posts of their
 * kinds, the export reads a startup's posts, the startup's deletion forgets their files.
 */

export { addTimelinePost, type NewPost } from "./timeline.service.ts";
export { type ExportedPost, forgetTimelineOfStartup, timelineForExport } from "./timeline-export.service.ts";
