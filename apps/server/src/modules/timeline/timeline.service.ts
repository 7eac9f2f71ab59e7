import {
  TIMELINE_PAGE_MAX,
  TIMELINE_PAGE_SIZE,
  TIMELINE_POST_KINDS,
  type TimelineFilter,
  type TimelinePostKind,
} from "@launchpad/domain/startups";
import { NotFoundError, ValidationError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { requireAccess, startupScope } from "../permissions/index.ts";
import { startupsOfMember } from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";
import {
  authorPage,
  filterCondition,
  insertPost,
  type PagedRow,
  pinnedPosts,
  startupPage,
} from "./timeline.repository.ts";
import type { TimelinePostRow } from "./timeline.tables.ts";
import { FILE_KEY, PRIVATE_KEY, type TimelineReader, timelineReader } from "./timeline-access.ts";
import { decodeCursor, encodeCursor } from "./timeline-cursor.ts";
import { type PostRights, type TimelinePostView, viewsOf } from "./timeline-view.ts";

/**
 * Reading the startup timeline (spec-2 §7 StartupEventTimeline; spec-1 §7 "startupEvents and
 * userEvents are read with a cursor"): newest first, keyset pages on (created_at, id). The
 * first page (no cursor) also carries the pinned posts, which the pages leave out, so that
 * a post is shown once. docs/timeline.md.
 */
export type TimelinePage = {
  pinned: TimelinePostView[];
  results: TimelinePostView[];
  nextCursor: string | null;
  viewerMay: { post: boolean; postPrivate: boolean; pin: boolean };
};

export function rightsFor(reader: TimelineReader) {
  return (row: TimelinePostRow): PostRights => ({
    canEdit: row.kind === "Event" && row.createdBy === reader.viewerId,
    canDelete: row.kind === "Event" && (row.createdBy === reader.viewerId || reader.moderates),
    seesStaffFields: reader.seesPrivate,
    seesEmailMeta: reader.seesEmailMeta,
  });
}

function pageLimit(limit: number | null | undefined): number {
  const n = limit ?? TIMELINE_PAGE_SIZE;
  if (!Number.isInteger(n) || n < 1 || n > TIMELINE_PAGE_MAX) {
    throw new ValidationError({ limit: `A page holds 1 to ${TIMELINE_PAGE_MAX} posts` });
  }
  return n;
}

/** Reads limit + 1 rows: the extra one says whether a next page exists. */
function cut(rows: PagedRow[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return {
    page,
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.at, id: last.id }) : null,
  };
}

export async function startupEventTimeline(
  ctx: ServiceContext,
  args: {
    startupId: string;
    cursor?: string | null;
    types?: readonly TimelineFilter[] | null;
    limit?: number | null;
  },
): Promise<TimelinePage> {
  const limit = pageLimit(args.limit);
  const key = decodeCursor(args.cursor);
  const reader = await timelineReader(ctx, args.startupId);
  const filter = filterCondition(args.types ?? undefined);
  const query = { startupId: reader.startupId, filter, withPrivate: reader.seesPrivate };
  const [rows, pinned] = await Promise.all([
    startupPage(ctx.db, ctx.tenant, { ...query, key, limit: limit + 1 }),
    key ? Promise.resolve([]) : pinnedPosts(ctx.db, ctx.tenant, query),
  ]);
  const { page, nextCursor } = cut(rows, limit);
  const rights = rightsFor(reader);
  const [pinnedViews, results] = await Promise.all([
    viewsOf(ctx, pinned, rights),
    viewsOf(ctx, page, rights),
  ]);
  return {
    pinned: pinnedViews,
    results,
    nextCursor,
    viewerMay: { post: true, postPrivate: reader.seesPrivate, pin: true },
  };
}

/** A person's own Event posts (the profile's timeline), in the startups the viewer may read. */
export async function userTimeline(
  ctx: ServiceContext,
  args: { userId: string; cursor?: string | null; limit?: number | null },
): Promise<TimelinePage> {
  const limit = pageLimit(args.limit);
  const key = decodeCursor(args.cursor);
  const access = await requireAccess(ctx);
  const [person] = await peopleByIds(ctx, [args.userId]);
  if (!person) throw new NotFoundError("User");
  const [fileScope, privateScope, own] = await Promise.all([
    startupScope(ctx, FILE_KEY),
    startupScope(ctx, PRIVATE_KEY),
    startupsOfMember(ctx, access.userId),
  ]);
  const ownIds = own.map((s) => s.id);
  const rows = await authorPage(ctx.db, ctx.tenant, {
    authorId: person.user.id,
    startupIds: fileScope,
    privateIn: privateScope === "ALL" ? "ALL" : privateScope.filter((id) => !ownIds.includes(id)),
    exceptPrivate: ownIds,
    key,
    limit: limit + 1,
  });
  const { page, nextCursor } = cut(rows, limit);
  const results = await viewsOf(ctx, page, (row) => ({
    canEdit: row.createdBy === access.userId,
    canDelete: row.createdBy === access.userId || (fileScope === "ALL" && !ownIds.includes(row.startupId)),
    seesStaffFields: false,
    seesEmailMeta: false,
  }));
  return { pinned: [], results, nextCursor, viewerMay: { post: false, postPrivate: false, pin: false } };
}

/** What other modules write (the door): a post of any kind, its fields in `data` for kinds other than Event. */
export type NewPost = {
  startupId: string;
  kind: TimelinePostKind;
  createdBy?: string | null;
  message?: string | null;
  isPublic?: boolean;
  isUpdate?: boolean;
  data?: Record<string, unknown>;
  createdAt?: Date;
};

/**
 * Adds a post for another module (metrics, coaching, e-mail, categorization) in the caller's
 * transaction: no permission check (the caller has decided) and no notification (the caller
 * tells whom it must). Event posts written here are updates or comments by `isUpdate`.
 */
export async function addTimelinePost(
  ctx: Pick<ServiceContext, "db" | "tenant">,
  post: NewPost,
): Promise<{ id: string }> {
  if (!TIMELINE_POST_KINDS.includes(post.kind)) throw new Error(`Unknown timeline post kind: ${post.kind}`);
  const isEvent = post.kind === "Event";
  const row = await insertPost(ctx.db, ctx.tenant, {
    startupId: post.startupId,
    kind: post.kind,
    eventType: isEvent ? (post.isUpdate ? "update" : "comment") : null,
    isUpdate: isEvent && post.isUpdate === true,
    message: post.message ?? null,
    isPublic: post.isPublic ?? true,
    data: post.data ?? {},
    createdBy: post.createdBy ?? null,
    ...(post.createdAt ? { createdAt: post.createdAt, updatedAt: post.createdAt } : {}),
  });
  return { id: row.id };
}
