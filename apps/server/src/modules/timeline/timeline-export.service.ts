import type { ServiceContext } from "../../service-context.ts";
import { attachmentsFor, removeAttachmentsFor } from "../attachments/index.ts";
import { namesInOrder } from "../users/index.ts";
import { postIdsOfStartup, postsOfStartup } from "./timeline.repository.ts";
import { POST_REFERENCE } from "./timeline-view.ts";

export type ExportedPost = {
  kind: string;
  eventType: string | null;
  message: string | null;
  isPublic: boolean;
  isPinned: boolean;
  createdAt: Date;
  authorName: string | null;
  attachmentNames: string[];
};

/**
 * A startup's posts for its export (lane G's Excel), oldest first. The caller has checked
 * that the viewer may export the startup and says whether private posts go in.
 */
export async function timelineForExport(
  ctx: ServiceContext,
  startupId: string,
  options: { includePrivate: boolean },
): Promise<ExportedPost[]> {
  const rows = await postsOfStartup(ctx.db, ctx.tenant, startupId, options.includePrivate);
  if (rows.length === 0) return [];
  const authorIds = [...new Set(rows.flatMap((r) => (r.createdBy ? [r.createdBy] : [])))];
  const events = rows.filter((r) => r.kind === "Event").map((r) => r.id);
  const [names, files] = await Promise.all([
    namesInOrder(ctx, authorIds),
    events.length > 0 ? attachmentsFor(ctx, POST_REFERENCE, events) : Promise.resolve(new Map()),
  ]);
  const nameOf = new Map(names.map((n) => [n.id, n.fullName]));
  return rows.map((r) => ({
    kind: r.kind,
    eventType: r.eventType,
    message: r.message,
    isPublic: r.isPublic,
    isPinned: r.isPinned,
    createdAt: r.createdAt,
    authorName: r.createdBy ? (nameOf.get(r.createdBy) ?? null) : null,
    attachmentNames: (files.get(r.id) ?? []).map((f: { name: string }) => f.name),
  }));
}

/**
 * Before a startup is deleted (lane E): its posts' files are removed (the purge job deletes
 * their bytes); the posts themselves go with the startup (ON DELETE CASCADE). In the caller's
 * transaction.
 */
export async function forgetTimelineOfStartup(ctx: ServiceContext, startupId: string): Promise<void> {
  const ids = await postIdsOfStartup(ctx.db, ctx.tenant, startupId);
  if (ids.length === 0) return;
  const files = await attachmentsFor(ctx, POST_REFERENCE, ids);
  for (const [postId, list] of files) {
    if (list.length > 0) await removeAttachmentsFor(ctx, POST_REFERENCE, postId);
  }
}
