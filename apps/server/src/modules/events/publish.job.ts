import { defineJob } from "../jobs/index.ts";
import { notify } from "../notifications/index.ts";
import { rolesByIds } from "../roles/index.ts";
import { maySignIn, usersPage } from "../users/index.ts";
import { audienceFacts } from "./event-access.ts";
import { findEvent } from "./events.repository.ts";
import { inAudience } from "./visibility.ts";

/**
 * Publishing tells the event's audience (issue 15): every user who may sign in and whom the
 * event's visibility lets in gets `eventPublished`, in the panel and by e-mail (their digest,
 * docs/notifications.md), once. Queued by the publishing save (one per event: its dedupe key
 * and `published_at`, set on the first publish only), and run here in pages of 500 users, so a
 * large organisation does not hold the editor's request. The creator is left out.
 */
const PAGE = 500;

export const publishEventJob = defineJob<{ eventId: string; origin: string }>({
  kind: "events.publish",
  async run({ eventId, origin }, ctx) {
    const event = await findEvent(ctx.db, ctx.tenant, eventId);
    if (event?.status !== "PUBLISHED") return;
    const notifyCtx = origin ? { ...ctx, request: { origin } } : ctx;
    for (let offset = 0; ; offset += PAGE) {
      const { rows } = await usersPage(ctx, {}, offset, PAGE);
      if (rows.length === 0) break;
      const live = rows.filter((u) => maySignIn(u.status) && u.id !== event.createdById);
      const roles = await rolesByIds(ctx, [...new Set(live.map((u) => u.roleId))]);
      const users = live.map((u) => ({ id: u.id, roleType: roles.get(u.roleId)?.type ?? "" }));
      const facts = await audienceFacts(ctx, users);
      const audience = users.filter((u) => {
        const f = facts.get(u.id);
        return f != null && inAudience(event.visibility, f);
      });
      await notify(notifyCtx, {
        type: "eventPublished",
        userIds: audience.map((u) => u.id),
        payload: { eventId: event.id, eventTitle: event.title, startsAt: event.startTime.toISOString() },
      });
      if (rows.length < PAGE) break;
    }
  },
});
