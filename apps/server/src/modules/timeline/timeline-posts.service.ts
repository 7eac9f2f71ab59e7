import { TIMELINE_MESSAGE_MAX } from "@launchpad/domain/startups";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import {
  attachmentsFor,
  claimAttachments,
  removeAttachments,
  removeAttachmentsFor,
} from "../attachments/index.ts";
import { countPinned, deletePost, findPost, insertPost, updatePost } from "./timeline.repository.ts";
import { rightsFor } from "./timeline.service.ts";
import type { TimelinePostRow } from "./timeline.tables.ts";
import { maySee, type TimelineReader, timelineReader } from "./timeline-access.ts";
import { notifyOfPost, type PostNotifyContext } from "./timeline-notify.ts";
import { POST_REFERENCE, type TimelinePostView, viewsOf } from "./timeline-view.ts";

/**
 * Writing the timeline (docs/timeline.md): anyone who reads a startup's timeline posts on it
 * (updates and comments, with files); private comments need TIMELINE/CREATE_PRIVATE_COMMENT:VIEW
 * and are never the cofounders'; updates are public. The author edits their post; the author
 * or a moderator deletes it; readers pin up to PIN_MAX posts. Only Event posts are written
 * here: the other kinds are records of other modules.
 */
export const PIN_MAX = 10;
export const ATTACHMENTS_MAX = 10;

type Ctx = PostNotifyContext;

const postFields = {
  message: z
    .string()
    .trim()
    .max(TIMELINE_MESSAGE_MAX, `A post has at most ${TIMELINE_MESSAGE_MAX} characters`)
    .nullish(),
  isUpdate: z.boolean().nullish(),
  isPublic: z.boolean().nullish(),
  attachmentIds: z
    .array(z.string())
    .max(ATTACHMENTS_MAX, `At most ${ATTACHMENTS_MAX} files a post`)
    .nullish(),
};
const createSchema = z.object({ startupId: z.string().min(1), ...postFields });
const updateSchema = z.object({ id: z.string().min(1), ...postFields });

function checkContent(
  reader: TimelineReader,
  p: { message: string; files: number; isUpdate: boolean; isPublic: boolean },
) {
  if (p.message === "" && p.files === 0)
    throw new ValidationError({ message: "Write a message or attach a file" });
  if (p.isUpdate && !p.isPublic)
    throw new ValidationError({ isPublic: "An update is shown to everyone: it cannot be private" });
  if (!p.isPublic && !reader.seesPrivate) throw new ForbiddenError("You may not write private comments here");
}

async function viewOf(ctx: Ctx, reader: TimelineReader, row: TimelinePostRow): Promise<TimelinePostView> {
  const [view] = await viewsOf(ctx, [row], rightsFor(reader));
  if (!view) throw new Error("post view missing");
  return view;
}

export async function createTimelinePost(ctx: Ctx, input: unknown): Promise<TimelinePostView> {
  const q = parseInput(createSchema, input);
  const reader = await timelineReader(ctx, q.startupId);
  const post = {
    message: q.message ?? "",
    files: q.attachmentIds?.length ?? 0,
    isUpdate: q.isUpdate ?? false,
    isPublic: q.isPublic ?? true,
  };
  checkContent(reader, post);
  const now = ctx.clock.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const inserted = await insertPost(tx, ctx.tenant, {
      startupId: reader.startupId,
      kind: "Event",
      eventType: post.isUpdate ? "update" : "comment",
      isUpdate: post.isUpdate,
      isPublic: post.isPublic,
      message: post.message === "" ? null : post.message,
      createdBy: reader.viewerId,
      createdAt: now,
      updatedAt: now,
    });
    if (post.files > 0) {
      await claimAttachments({ ...ctx, db: tx }, q.attachmentIds ?? [], {
        type: POST_REFERENCE,
        id: inserted.id,
      });
    }
    return inserted;
  });
  await notifyOfPost(ctx, row);
  return viewOf(ctx, reader, row);
}

/** A post the viewer can see, with them as its reader; anything else is not found. */
async function visiblePost(ctx: Ctx, id: string) {
  const row = await findPost(ctx.db, ctx.tenant, id);
  if (!row) throw new NotFoundError("Post");
  const reader = await timelineReader(ctx, row.startupId);
  if (!maySee(reader, row)) throw new NotFoundError("Post");
  return { row, reader };
}

export async function updateTimelinePost(ctx: Ctx, input: unknown): Promise<TimelinePostView> {
  const q = parseInput(updateSchema, input);
  const { row, reader } = await visiblePost(ctx, q.id);
  if (!rightsFor(reader)(row).canEdit) throw new ForbiddenError("Only its author may edit a post");
  const current = (await attachmentsFor(ctx, POST_REFERENCE, [row.id])).get(row.id) ?? [];
  const fileIds = q.attachmentIds ?? current.map((f) => f.id);
  const post = {
    message: q.message ?? row.message ?? "",
    files: fileIds.length,
    isUpdate: q.isUpdate ?? row.isUpdate,
    isPublic: q.isPublic ?? row.isPublic,
  };
  checkContent(reader, post);
  const updated = await inTransaction(ctx.db, async (tx) => {
    const txCtx = { ...ctx, db: tx };
    const dropped = current.filter((f) => !fileIds.includes(f.id)).map((f) => f.id);
    if (dropped.length > 0) await removeAttachments(txCtx, { type: POST_REFERENCE, id: row.id }, dropped);
    if (fileIds.length > 0) await claimAttachments(txCtx, fileIds, { type: POST_REFERENCE, id: row.id });
    return updatePost(tx, ctx.tenant, row.id, {
      message: post.message === "" ? null : post.message,
      isUpdate: post.isUpdate,
      eventType: post.isUpdate ? "update" : "comment",
      isPublic: post.isPublic,
      updatedAt: ctx.clock.now(),
    });
  });
  if (!updated) throw new NotFoundError("Post");
  return viewOf(ctx, reader, updated);
}

export async function deleteTimelinePost(ctx: Ctx, id: string): Promise<string> {
  const { row, reader } = await visiblePost(ctx, id);
  if (!rightsFor(reader)(row).canDelete)
    throw new ForbiddenError("Only its author or a moderator may delete a post");
  await inTransaction(ctx.db, async (tx) => {
    await removeAttachmentsFor({ ...ctx, db: tx }, POST_REFERENCE, row.id);
    await deletePost(tx, ctx.tenant, row.id);
  });
  return row.id;
}

export async function pinTimelinePost(ctx: Ctx, id: string, pinned: boolean): Promise<TimelinePostView> {
  const { row, reader } = await visiblePost(ctx, id);
  if (row.isPinned === pinned) return viewOf(ctx, reader, row);
  if (pinned && (await countPinned(ctx.db, ctx.tenant, row.startupId)) >= PIN_MAX) {
    throw new ConflictError(`At most ${PIN_MAX} posts can be pinned: unpin one first`);
  }
  const updated = await updatePost(ctx.db, ctx.tenant, row.id, { isPinned: pinned });
  if (!updated) throw new NotFoundError("Post");
  return viewOf(ctx, reader, updated);
}
