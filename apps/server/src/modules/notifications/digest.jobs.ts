import { DEFAULT_DIGEST_FREQUENCY, type DigestFrequency } from "@launchpad/domain/notifications";
import { defineJob } from "../jobs/index.ts";
import { usersByIds } from "../users/index.ts";
import { sendDigest } from "./digest.service.ts";
import { dailyDigestDue } from "./digest-time.ts";
import { settingsOfUsers, usersWithPending } from "./notifications.repository.ts";

/** Sends one user's digest now (queued by notify for IMMEDIATE, by the sweep for DAILY). */
export const notificationDigestJob = defineJob<{ userId: string; origin?: string }>({
  kind: "notifications.digest",
  async run(payload, ctx) {
    await sendDigest(ctx, payload);
  },
});

/**
 * Every 15 minutes per incubator: queues the digest of each user with items waiting — DAILY
 * users once a day in the 8 o'clock hour of their own zone, IMMEDIATE users whose queued
 * digest missed an item (it arrived while theirs was being sent). Deduplicated per user.
 */
export const notificationDigestSweepJob = defineJob({
  kind: "notifications.digestSweep",
  schedule: { cron: "*/15 * * * *" },
  async run(_payload, ctx) {
    const userIds = await usersWithPending(ctx.db, ctx.tenant);
    if (userIds.length === 0) return;
    const [settings, people] = await Promise.all([
      settingsOfUsers(ctx.db, ctx.tenant, userIds),
      usersByIds(ctx, userIds),
    ]);
    const byUser = new Map(settings.map((s) => [s.userId, s]));
    const now = ctx.clock.now();
    for (const user of people) {
      const own = byUser.get(user.id);
      const frequency = (own?.digestFrequency ?? DEFAULT_DIGEST_FREQUENCY) as DigestFrequency;
      const due = frequency === "IMMEDIATE" || dailyDigestDue(now, user.timezone, own?.lastDigestAt ?? null);
      if (!due) continue;
      await ctx.jobs.enqueue(
        ctx.db,
        ctx.tenant,
        notificationDigestJob,
        { userId: user.id },
        {
          dedupeKey: `digest:${user.id}`,
        },
      );
    }
  },
});
