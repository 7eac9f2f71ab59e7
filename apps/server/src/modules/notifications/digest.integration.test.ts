import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incubators, jobs, notifications, outboxEmails, users } from "../../db/schema/index.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type TestApp } from "../../test/harness.ts";
import type { JobContext } from "../jobs/index.ts";
import { notificationDigestSweepJob } from "./digest.jobs.ts";
import { notify } from "./notify.service.ts";

/**
 * The e-mail channel (docs/notifications.md): a digest of unread items only, immediate or
 * daily by the user's choice, in their language and zone; an item read in the app before the
 * digest goes is left out.
 */
const PREFS =
  "mutation U($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { digestFrequency } }";

async function tenantOf(t: TestApp): Promise<Tenant> {
  const [row] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
  if (!row) throw new Error("no demo");
  return { id: row.id, slug: row.slug };
}

async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

const digestsTo = (t: TestApp, to: string) =>
  t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, "notificationDigest")));

describe.each(databaseKinds("both"))("the e-mail digest on %s", (kind) => {
  const t = useTestApp(kind);
  let tenant: Tenant;
  const clock = { now: () => new Date() };
  const ctxOf = (now?: Date) => ({
    db: t.database.forTenant(tenant.id),
    tenant,
    clock: now ? { now: () => now } : clock,
    pubsub: t.pubsub,
    jobs: t.jobs,
    request: { origin: "http://localhost:5173" },
  });
  /** The queued jobs are due now (the immediate digest waits two minutes). */
  const runQueuedNow = async () => {
    await t.database.db.execute(
      sql`update ${jobs} set run_at = now() where status = 'queued' and kind = 'notifications.digest'`,
    );
    await t.jobs.runDue();
  };

  beforeAll(async () => {
    tenant = await tenantOf(t);
  });

  it("IMMEDIATE: mails the unread items a moment later, in the user's language, leaving out what was read", async () => {
    const email = "mentor@demo.test";
    const userId = await userIdOf(t, email);
    await t.database.db
      .update(users)
      .set({ language: "fr", timezone: "Europe/Paris" })
      .where(eq(users.id, userId));
    const token = await t.tokenOf(email);
    await gqlAs(t.app, token, PREFS, { i: { digestFrequency: "IMMEDIATE" } });

    const [read] = await notify(ctxOf(), {
      type: "newCommentStartupStaff",
      userIds: [userId],
      payload: { actorName: "Ada Reader", startupName: "Nimbus", startupId: "s" },
    });
    await notify(ctxOf(), {
      type: "metricsRequest",
      userIds: [userId],
      payload: { startupName: "Nimbus", period: "2026-10", startupId: "s" },
    });
    // A meeting's e-mail is booking's invitation: never in the digest.
    await notify(ctxOf(), {
      type: "meetingScheduled",
      userIds: [userId],
      payload: { actorName: "Fatima Founder", startsAt: "2026-12-01T09:00:00Z" },
    });
    await gqlAs(t.app, token, "mutation M($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id } }", {
      ids: [read?.id],
    });
    expect(await digestsTo(t, email)).toHaveLength(0); // it waits

    await runQueuedNow();
    const [digest, ...more] = await digestsTo(t, email);
    expect(more).toHaveLength(0);
    expect(digest?.subject).toBe("Notifications non lues de Demo Accelerator (1)");
    expect(digest?.text).toContain("• Merci d'envoyer les indicateurs de Nimbus pour 2026-10");
    expect(digest?.text).not.toContain("Ada Reader");
    expect(digest?.text).not.toContain("Fatima Founder");
    expect(digest?.text).toContain("http://localhost:5173/");

    // Nothing is mailed twice.
    await notify(ctxOf(), {
      type: "updatedMetrics",
      userIds: [userId],
      payload: { startupName: "Orbit", period: "Q3" },
    });
    await runQueuedNow();
    const all = await digestsTo(t, email);
    expect(all).toHaveLength(2);
    expect(
      all
        .map((d) => d.text)
        .join("\n")
        .match(/Merci d'envoyer/g),
    ).toHaveLength(1);
  });

  it("DAILY: the sweep queues it in the 8 o'clock hour of the user's own zone", async () => {
    const email = "expert@demo.test";
    const userId = await userIdOf(t, email);
    await t.database.db
      .update(users)
      .set({ language: "en", timezone: "Asia/Tokyo" })
      .where(eq(users.id, userId));
    const token = await t.tokenOf(email);
    // Opening the panel records the app's address (the digest's links) — and it stays DAILY.
    await gqlAs(t.app, token, "mutation { setNotificationsLastSeen { count } }");
    await notify(ctxOf(), {
      type: "changeApplicationStatus",
      userIds: [userId],
      payload: { programName: "Spring", status: "Interview" },
    });
    const sweep = async (now: Date) => {
      const ctx = { ...ctxOf(now), viewer: null, log: t.app.log, mailer: undefined } as unknown as JobContext;
      await notificationDigestSweepJob.run({}, ctx);
      await t.jobs.runDue();
    };
    await sweep(new Date("2026-11-24T07:30:00Z")); // 16:30 in Tokyo
    expect(await digestsTo(t, email)).toHaveLength(0);
    await sweep(new Date("2026-11-23T23:30:00Z")); // 08:30 in Tokyo
    const [digest] = await digestsTo(t, email);
    expect(digest?.text).toContain("• Your application to Spring is now: Interview");
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, "changeApplicationStatus")));
    expect(row?.emailPending).toBe(false);
  });
});
