import { DEFAULT_DIGEST_FREQUENCY } from "@launchpad/domain/notifications";
import { notificationDigestJob } from "./digest.jobs.ts";
import { IMMEDIATE_DIGEST_DELAY_MS } from "./digest-time.ts";
import { saveWebOrigin, settingsOfUsers } from "./notifications.repository.ts";
import type { NotifyContext } from "./notify-context.ts";

/**
 * After notify recorded items for the e-mail digest: remembers the app's address for the
 * users (a request's origin: the digest's links), and queues the digest of those who want it
 * at once, IMMEDIATE_DIGEST_DELAY_MS later (an item read meanwhile is left out), one queued
 * digest per user. DAILY users' digests are queued by the sweep (digest.jobs.ts).
 */
export async function afterNotified(ctx: NotifyContext, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const origin = ctx.request?.origin;
  if (origin) await saveWebOrigin(ctx.db, ctx.tenant, userIds, origin);
  const settings = await settingsOfUsers(ctx.db, ctx.tenant, userIds);
  const byUser = new Map(settings.map((s) => [s.userId, s.digestFrequency]));
  const runAt = new Date(ctx.clock.now().getTime() + IMMEDIATE_DIGEST_DELAY_MS);
  for (const userId of userIds) {
    if ((byUser.get(userId) ?? DEFAULT_DIGEST_FREQUENCY) !== "IMMEDIATE") continue;
    await ctx.jobs.enqueue(
      ctx.db,
      ctx.tenant,
      notificationDigestJob,
      { userId, ...(origin ? { origin } : {}) },
      {
        runAt,
        dedupeKey: `digest:${userId}`,
      },
    );
  }
}
