import type { Services } from "../../graphql/context.ts";
import type { ServiceContext } from "../../service-context.ts";
import { type NotifyContext, notify } from "../notifications/index.ts";
import { connectionsOfStartups, membersOfStartups, startupById } from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";
import type { TimelinePostRow } from "./timeline.tables.ts";
import { PRIVATE_KEY } from "./timeline-access.ts";

export type PostNotifyContext = ServiceContext & NotifyContext & Partial<Pick<Services, "log">>;

/**
 * Who hears of a new post (spec-1 §3, docs/timeline.md), never its author:
 * - the startup's cofounders, newCommentStartup — not of a private post, which they cannot read;
 * - the users assigned to the startup (its coaches, mentors, experts: its connections),
 *   newCommentStartupStaff — of a private post only those whose role holds
 *   TIMELINE/CREATE_PRIVATE_COMMENT:VIEW (they would not see it otherwise).
 * Called after the post is committed; a failure is logged, the post stays.
 */
export async function notifyOfPost(ctx: PostNotifyContext, post: TimelinePostRow): Promise<void> {
  try {
    const [startup, members, connections] = await Promise.all([
      startupById(ctx, post.startupId),
      membersOfStartups(ctx, [post.startupId]),
      connectionsOfStartups(ctx, [post.startupId]),
    ]);
    if (!startup) return;
    const memberIds = new Set(members.map((m) => m.userId));
    const assignedIds = [...new Set(connections.map((c) => c.userId))].filter(
      (id) => !memberIds.has(id) && id !== post.createdBy,
    );
    const people = await peopleByIds(ctx, [...assignedIds, ...(post.createdBy ? [post.createdBy] : [])]);
    const author = people.find((p) => p.user.id === post.createdBy);
    const payload = {
      actorName: author ? `${author.user.firstName} ${author.user.lastName}`.trim() : "",
      startupName: startup.name,
      startupId: startup.id,
    };
    const staff = post.isPublic
      ? assignedIds
      : people
          .filter(
            (p) => assignedIds.includes(p.user.id) && p.role.permissions.some((r) => r.key === PRIVATE_KEY),
          )
          .map((p) => p.user.id);
    const founders = post.isPublic ? [...memberIds].filter((id) => id !== post.createdBy) : [];
    if (founders.length > 0) await notify(ctx, { type: "newCommentStartup", userIds: founders, payload });
    if (staff.length > 0) await notify(ctx, { type: "newCommentStartupStaff", userIds: staff, payload });
  } catch (error) {
    ctx.log?.error({ err: error, postId: post.id }, "timeline notification failed");
  }
}
