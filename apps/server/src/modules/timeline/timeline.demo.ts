import type { DemoSeed } from "../../db/seed/demo-seed.ts";
import { namesInOrder } from "../users/index.ts";
import { DEMO_POSTS, type DemoPost } from "./demo-posts.ts";
import { findDemoPost, insertPost, updatePost } from "./timeline.repository.ts";

const DAY = 24 * 60 * 60 * 1000;

/** The timeline's demo posts (demo-posts.ts), each found by its key and added when missing. */
export const timelineDemo: DemoSeed = {
  after: ["users", "startups"],
  async seed(ctx) {
    const byStartup = DEMO_POSTS[ctx.organisation.base];
    if (!byStartup) return;
    const locals = new Set(
      Object.values(byStartup).flatMap((posts) =>
        posts.flatMap((p) =>
          [p.by, ...(p.coaches ?? []), ...(p.attendees ?? [])].filter((x): x is string => !!x),
        ),
      ),
    );
    const ids = new Map(
      [...locals].flatMap((l) => (ctx.ids.people.get(l) ? [[l, ctx.ids.people.get(l) as string]] : [])),
    );
    const names = new Map((await namesInOrder(ctx, [...ids.values()])).map((n) => [n.id, n.fullName]));
    const person = (local: string) => {
      const id = ids.get(local);
      return id ? { id, fullName: names.get(id) ?? local } : null;
    };
    const now = ctx.clock.now().getTime();
    for (const [startupName, posts] of Object.entries(byStartup)) {
      const startupId = ctx.ids.startups.get(startupName);
      if (!startupId) continue;
      for (const post of posts) {
        if (await findDemoPost(ctx.db, ctx.tenant, startupId, post.key)) continue;
        await seedPost(ctx, startupId, post, person, new Date(now - post.daysAgo * DAY));
      }
    }
  },
};

async function seedPost(
  ctx: Parameters<DemoSeed["seed"]>[0],
  startupId: string,
  post: DemoPost,
  person: (local: string) => { id: string; fullName: string } | null,
  createdAt: Date,
) {
  const people = (locals?: string[]) => (locals ?? []).flatMap((l) => person(l) ?? []);
  const data: Record<string, unknown> = { ...post.data, demoKey: post.key };
  if (post.kind === "CoachingSessionPost") {
    data.coachs = people(post.coaches);
    data.attendees = people(post.attendees);
    data.sessionStartDateTime = createdAt.toISOString();
    data.date = createdAt.toISOString();
  }
  if (post.kind === "CoachingInvitePost") {
    data.incubatorInvitees = people(post.coaches);
    data.startupInvitees = people(post.attendees);
  }
  const isEvent = post.kind === "Event";
  const row = await insertPost(ctx.db, ctx.tenant, {
    startupId,
    kind: post.kind,
    eventType: isEvent ? (post.isUpdate ? "update" : "comment") : null,
    isUpdate: isEvent && post.isUpdate === true,
    isPublic: post.isPublic ?? true,
    message: post.message ?? null,
    createdBy: post.by ? (person(post.by)?.id ?? null) : null,
    data,
    createdAt,
    updatedAt: createdAt,
  });
  if (post.isPinned) await updatePost(ctx.db, ctx.tenant, row.id, { isPinned: true });
}
