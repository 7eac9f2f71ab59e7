import { TIMELINE_FILTERS, type TimelineFilter } from "@launchpad/domain/startups";
import { builder } from "../../graphql/builder.ts";
import { startupEventTimeline, type TimelinePage, userTimeline } from "./timeline.service.ts";
import { EventRef, TimelinePostRef } from "./timeline-kinds.schema.ts";
import {
  createTimelinePost,
  deleteTimelinePost,
  pinTimelinePost,
  updateTimelinePost,
} from "./timeline-posts.service.ts";

const FilterRef = builder.enumType("TimelinePostFilter", {
  description:
    "The timeline's type filter: updates and comments (Event posts), metrics, coaching, categorization, e-mails",
  values: Object.keys(TIMELINE_FILTERS) as TimelineFilter[],
});

const ViewerMayRef = builder.objectRef<TimelinePage["viewerMay"]>("TimelineViewerMay").implement({
  fields: (t) => ({
    post: t.exposeBoolean("post", { description: "Write updates and comments" }),
    postPrivate: t.exposeBoolean("postPrivate", { description: "Write private comments (staff only)" }),
    pin: t.exposeBoolean("pin"),
  }),
});

const PageRef = builder.objectRef<TimelinePage>("TimelinePage").implement({
  description:
    "A page of posts, newest first; the first page also has the pinned posts, which pages leave out",
  fields: (t) => ({
    pinned: t.field({ type: [TimelinePostRef], resolve: (p) => p.pinned }),
    results: t.field({ type: [TimelinePostRef], resolve: (p) => p.results }),
    nextCursor: t.exposeString("nextCursor", { nullable: true, description: "Null on the last page" }),
    viewerMay: t.field({ type: ViewerMayRef, resolve: (p) => p.viewerMay }),
  }),
});

builder.queryField("startupEventTimeline", (t) =>
  t.field({
    type: PageRef,
    description: "A startup's timeline (spec-2 §7; STARTUP_FILE:VIEW in scope), private posts for staff only",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: {
      startupId: t.arg.id({ required: true }),
      cursor: t.arg.string(),
      types: t.arg({ type: [FilterRef] }),
      limit: t.arg.int(),
    },
    resolve: (_r, args, ctx) =>
      startupEventTimeline(ctx, {
        startupId: String(args.startupId),
        cursor: args.cursor,
        types: args.types,
        limit: args.limit,
      }),
  }),
);

builder.queryField("userTimeline", (t) =>
  t.field({
    type: PageRef,
    description:
      "A person's own updates and comments, in the startups the viewer may read (STARTUP_FILE:VIEW scope)",
    authScopes: { authenticated: true },
    args: { userId: t.arg.id({ required: true }), cursor: t.arg.string(), limit: t.arg.int() },
    resolve: (_r, args, ctx) =>
      userTimeline(ctx, { userId: String(args.userId), cursor: args.cursor, limit: args.limit }),
  }),
);

const CreateInput = builder.inputType("CreateTimelinePostInput", {
  fields: (t) => ({
    startupId: t.id({ required: true }),
    message: t.string(),
    isUpdate: t.boolean({ description: "An update of the startup (else a comment)" }),
    isPublic: t.boolean({ description: "False: a private comment (TIMELINE/CREATE_PRIVATE_COMMENT:VIEW)" }),
    attachmentIds: t.idList({ description: "Uploads (POST /api/attachment/upload) to attach" }),
  }),
});

const UpdateInput = builder.inputType("UpdateTimelinePostInput", {
  fields: (t) => ({
    id: t.id({ required: true }),
    message: t.string(),
    isUpdate: t.boolean(),
    isPublic: t.boolean(),
    attachmentIds: t.idList({ description: "The post's files after the change (omitted: unchanged)" }),
  }),
});

builder.mutationField("createTimelinePost", (t) =>
  t.field({
    type: EventRef,
    description: "Posts an update or a comment on a startup's timeline (STARTUP_FILE:VIEW in scope)",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: { input: t.arg({ type: CreateInput, required: true }) },
    resolve: (_r, args, ctx) => createTimelinePost(ctx, args.input),
  }),
);

builder.mutationField("updateTimelinePost", (t) =>
  t.field({
    type: EventRef,
    description: "Edits one's own post",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: { input: t.arg({ type: UpdateInput, required: true }) },
    resolve: (_r, args, ctx) => updateTimelinePost(ctx, args.input),
  }),
);

builder.mutationField("deleteTimelinePost", (t) =>
  t.id({
    description: "Deletes a post (its author, or staff who see every startup); returns its id",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteTimelinePost(ctx, String(args.id)),
  }),
);

builder.mutationField("pinTimelinePost", (t) =>
  t.field({
    type: TimelinePostRef,
    description: "Pins a post at the top of the timeline, or unpins it (at most 10 pinned)",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: { id: t.arg.id({ required: true }), pinned: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => pinTimelinePost(ctx, String(args.id), args.pinned),
  }),
);
