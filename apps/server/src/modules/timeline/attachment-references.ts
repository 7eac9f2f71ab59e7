import type { AttachmentReferenceType } from "../../server-module.ts";
import type { ServiceContext } from "../../service-context.ts";
import { findPost } from "./timeline.repository.ts";
import { maySee, timelineReader } from "./timeline-access.ts";
import { POST_REFERENCE } from "./timeline-view.ts";

/**
 * The files of timeline posts (modules/attachments): whoever may see the post reads them
 * (a private post's: staff only); its author changes them.
 */
async function canRead(ctx: ServiceContext, postId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  const post = await findPost(ctx.db, ctx.tenant, postId);
  if (!post) return false;
  try {
    return maySee(await timelineReader(ctx, post.startupId), post);
  } catch {
    return false;
  }
}

async function canWrite(ctx: ServiceContext, postId: string): Promise<boolean> {
  if (!ctx.viewer) return false;
  const post = await findPost(ctx.db, ctx.tenant, postId);
  return post != null && post.createdBy === ctx.viewer.id && (await canRead(ctx, postId));
}

export const timelineAttachmentReferences: AttachmentReferenceType[] = [
  { type: POST_REFERENCE, accept: "document", maxFiles: 10, canRead, canWrite },
];
