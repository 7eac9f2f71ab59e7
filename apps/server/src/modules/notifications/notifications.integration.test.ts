import { NOTIFICATION_TYPES } from "@launchpad/domain/notifications";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { incubators, notifications, users } from "../../db/schema/index.ts";
import { createAppPubSub } from "../../graphql/pubsub.ts";
import { systemClock } from "../../service-context.ts";
import type { Tenant } from "../../tenancy/tenant.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, startTestApp, type TestApp } from "../../test/harness.ts";
import { firstResult, wsClient } from "../../test/ws-client.ts";
import { notify } from "./notify.service.ts";

/**
 * The panel's rules through GraphQL (spec-1 §4, §7): notify → page, unseen count, last seen,
 * mark read, the type × channel grid with its critical types, and the live signal.
 */
const PAGE = `query P($after: String) { notifications(after: $after) { pageSize nextCursor items { id type isRead createdAt url icon values { actorName startsAt } } } }`;
const UNSEEN = "{ unseenNotifications { count lastSeenTimestamp } }";
type Item = { id: string; type: string; isRead: boolean; createdAt: string; url: string; icon: string };
type Page = { pageSize: number; nextCursor: string | null; items: Item[] };

async function tenantOf(t: TestApp, slug = "demo"): Promise<Tenant> {
  const [row] = await t.database.db.select().from(incubators).where(eq(incubators.slug, slug));
  if (!row) throw new Error(`no ${slug}`);
  return { id: row.id, slug: row.slug };
}

async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no ${email}`);
  return row.id;
}

function notifyAs(t: TestApp, tenant: Tenant, input: Parameters<typeof notify>[1]) {
  return notify(
    { db: t.database.forTenant(tenant.id), tenant, clock: systemClock, pubsub: t.pubsub, jobs: t.jobs },
    input,
  );
}

describe.each(databaseKinds("both"))("notifications on %s", (kind) => {
  const t = useTestApp(kind);
  let tenant: Tenant;
  let coachId: string;
  let coach: string;

  beforeAll(async () => {
    tenant = await tenantOf(t);
    coachId = await userIdOf(t, "mentor@demo.test");
    coach = await t.tokenOf("mentor@demo.test");
  });

  it("lists pages of 16 newest first, counts the unseen, and zeroes the count when the panel opens", async () => {
    const before = dataField<{ count: number }>(
      (await gqlAs(t.app, coach, UNSEEN)).body,
      "unseenNotifications",
    );
    expect(before.count).toBe(0);
    for (let i = 0; i < 20; i++) {
      await notifyAs(t, tenant, {
        type: "newCommentStartupStaff",
        userIds: [coachId],
        payload: { actorName: `Person ${i}`, startupId: "s1", startupName: "Nimbus" },
      });
    }
    const unseen = dataField<{ count: number; lastSeenTimestamp: string | null }>(
      (await gqlAs(t.app, coach, UNSEEN)).body,
      "unseenNotifications",
    );
    expect(unseen).toEqual({ count: 20, lastSeenTimestamp: null });

    const first = dataField<Page>((await gqlAs(t.app, coach, PAGE)).body, "notifications");
    expect(first.pageSize).toBe(16);
    expect(first.items).toHaveLength(16);
    expect(first.items[0]).toMatchObject({
      type: "newCommentStartupStaff",
      url: "/startup/s1/file/activities",
      icon: "comment",
      isRead: false,
    });
    const times = first.items.map((i) => i.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const second = dataField<Page>(
      (await gqlAs(t.app, coach, PAGE, { after: first.nextCursor })).body,
      "notifications",
    );
    expect(second.items).toHaveLength(4);
    expect(second.nextCursor).toBeNull();
    const ids = new Set([...first.items, ...second.items].map((i) => i.id));
    expect(ids.size).toBe(20);

    const opened = await gqlAs(
      t.app,
      coach,
      "mutation { setNotificationsLastSeen { count lastSeenTimestamp } }",
    );
    const seen = dataField<{ count: number; lastSeenTimestamp: string }>(
      opened.body,
      "setNotificationsLastSeen",
    );
    expect(seen.count).toBe(0);
    expect(Date.parse(seen.lastSeenTimestamp)).toBeLessThanOrEqual(Date.now());

    // A later item is unseen again; a client clock in the future cannot move the time past it.
    await notifyAs(t, tenant, { type: "updatedMetrics", userIds: [coachId], payload: { period: "2026-10" } });
    const future = new Date(Date.now() + 3_600_000).toISOString();
    const again = await gqlAs(
      t.app,
      coach,
      "mutation S($t: String) { setNotificationsLastSeen(timestamp: $t) { count } }",
      { t: future },
    );
    expect(dataField<{ count: number }>(again.body, "setNotificationsLastSeen").count).toBe(0);
    await notifyAs(t, tenant, { type: "updatedMetrics", userIds: [coachId], payload: { period: "2026-11" } });
    expect(
      dataField<{ count: number }>((await gqlAs(t.app, coach, UNSEEN)).body, "unseenNotifications").count,
    ).toBe(1);
  });

  it("the demo founder finds their metrics request, new, and a read comment (demo data)", async () => {
    const founder = await t.tokenOf("founder@demo.test");
    const page = dataField<Page>((await gqlAs(t.app, founder, PAGE)).body, "notifications");
    const byType = new Map(page.items.map((i) => [i.type, i]));
    expect(byType.get("metricsRequest")).toMatchObject({ isRead: false, icon: "chartRequest" });
    expect(byType.get("metricsRequest")?.url).toMatch(/^\/startup\/[0-9a-f-]{36}\/file\/analytics$/);
    expect(byType.get("newCommentStartup")).toMatchObject({
      isRead: true,
      values: { actorName: "Carl Coachman" },
    });
  });

  it("marks the viewer's own items read, and never another user's", async () => {
    const founderId = await userIdOf(t, "founder@demo.test");
    const [mine] = await notifyAs(t, tenant, {
      type: "metricsRequest",
      userIds: [coachId],
      payload: { startupId: "s2", startupName: "Nimbus", period: "2026-10" },
    });
    const [theirs] = await notifyAs(t, tenant, {
      type: "metricsRequest",
      userIds: [founderId],
      payload: { period: "2026-10" },
    });
    const marked = await gqlAs(
      t.app,
      coach,
      "mutation M($ids: [ID!]!) { markNotificationsRead(ids: $ids) { id isRead } }",
      {
        ids: [mine?.id, theirs?.id, "not-a-uuid"],
      },
    );
    expect(dataField(marked.body, "markNotificationsRead")).toEqual([{ id: mine?.id, isRead: true }]);
    const [other] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs?.id ?? ""));
    expect(other?.isRead).toBe(false);
  });

  it("keeps the grid: a type switched off in-app is not in the panel, and a critical type cannot be switched off", async () => {
    const off = await gqlAs(
      t.app,
      coach,
      `mutation U($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { digestFrequency types { type inApp email critical emailByProducer } } }`,
      { i: { digestFrequency: "IMMEDIATE", types: [{ type: "updatedMetrics", inApp: false, email: true }] } },
    );
    const grid = dataField<{
      digestFrequency: string;
      types: { type: string; inApp: boolean; critical: boolean; emailByProducer: boolean }[];
    }>(off.body, "updateNotificationPreferences");
    expect(grid.digestFrequency).toBe("IMMEDIATE");
    expect(grid.types).toHaveLength(NOTIFICATION_TYPES.length);
    expect(grid.types.find((c) => c.type === "updatedMetrics")).toMatchObject({
      inApp: false,
      critical: false,
    });
    expect(grid.types.find((c) => c.type === "meetingScheduled")).toMatchObject({
      critical: true,
      emailByProducer: true,
    });

    const [made] = await notifyAs(t, tenant, {
      type: "updatedMetrics",
      userIds: [coachId],
      payload: { period: "x" },
    });
    const [row] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, made?.id ?? ""));
    expect(row).toMatchObject({ inApp: false, emailPending: true });
    const page = dataField<Page>((await gqlAs(t.app, coach, PAGE)).body, "notifications");
    expect(page.items.some((i) => i.id === made?.id)).toBe(false);

    const refused = await gqlAs(
      t.app,
      coach,
      `mutation U($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { digestFrequency } }`,
      {
        i: { digestFrequency: "DAILY", types: [{ type: "approvalApplication", inApp: true, email: false }] },
      },
    );
    expect(refused.body.errors?.[0]?.extensions?.name).toBe("ValidationError");
    const now = dataField<{ digestFrequency: string }>(
      (await gqlAs(t.app, coach, "{ notificationPreferences { digestFrequency } }")).body,
      "notificationPreferences",
    );
    expect(now.digestFrequency).toBe("IMMEDIATE"); // nothing of the refused input was saved

    // Both channels off: nothing is recorded at all.
    await gqlAs(
      t.app,
      coach,
      `mutation U($i: NotificationPreferencesInput!) { updateNotificationPreferences(input: $i) { digestFrequency } }`,
      { i: { types: [{ type: "changeApplicationStatus", inApp: false, email: false }] } },
    );
    expect(
      await notifyAs(t, tenant, { type: "changeApplicationStatus", userIds: [coachId], payload: {} }),
    ).toEqual([]);
  });

  it("a booked meeting notifies its host, with who booked it and when (the meeting producer)", async () => {
    const founder = await t.tokenOf("founder@demo.test");
    const hostId = await userIdOf(t, "coach@demo.test");
    const host = await t.tokenOf("coach@demo.test");
    const slots = await gqlAs(
      t.app,
      founder,
      "query S($id: ID!, $i: IntervalInput!) { getFreeSlotsByCustomerIds(customerIds: [$id], interval: $i, durationInMinutes: 30) { slots { start } } }",
      {
        id: hostId,
        i: {
          start: Math.floor(Date.now() / 1000) + 86_400,
          end: Math.floor(Date.now() / 1000) + 15 * 86_400,
        },
      },
    );
    const start = dataField<{ slots: { start: number }[] }[]>(slots.body, "getFreeSlotsByCustomerIds")[0]
      ?.slots[0]?.start;
    expect(start).toBeDefined();
    const booked = await gqlAs(
      t.app,
      founder,
      "mutation B($i: CreateCalendarEventInput!) { createCalendarEvent(input: $i) { id } }",
      { i: { hostIds: [hostId], start, durationInMinutes: 30 } },
    );
    expect(booked.body.errors).toBeUndefined();
    const page = dataField<{ items: (Item & { values: { actorName: string; startsAt: string } })[] }>(
      (await gqlAs(t.app, host, PAGE)).body,
      "notifications",
    );
    expect(page.items[0]).toMatchObject({
      type: "meetingScheduled",
      url: "/calendar",
      icon: "calendarPlus",
      values: { actorName: "Fatima Founder", startsAt: new Date((start ?? 0) * 1000).toISOString() },
    });
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, hostId), eq(notifications.type, "meetingScheduled")));
    // Its e-mail is booking's invitation: not waiting for the digest.
    expect(rows.every((r) => !r.emailPending)).toBe(true);
    await gqlAs(t.app, founder, "mutation C($id: ID!) { cancelCalendarEvent(id: $id) { id } }", {
      id: dataField<{ id: string }>(booked.body, "createCalendarEvent").id,
    });
  });
});

const redisUrl = inject("redisUrl");

describe.skipIf(!redisUrl)("notificationCreated across two instances (Redis)", () => {
  const a = useTestApp("pglite", {
    env: { REDIS_URL: redisUrl ?? "" },
    pubsub: () => createAppPubSub(redisUrl ?? undefined),
  });
  let b: TestApp;
  beforeAll(async () => {
    b = await startTestApp(a.database, { REDIS_URL: redisUrl ?? "" }, createAppPubSub(redisUrl ?? undefined));
  });
  afterAll(() => b.close());

  it("reaches the signed-in user on the other instance, and only them", async () => {
    await b.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (b.app.server.address() as { port: number }).port;
    const tenant = await tenantOf(a);
    const coachId = await userIdOf(a, "coach@demo.test");
    const founderId = await userIdOf(a, "founder@demo.test");
    const coachClient = wsClient(port, { authorization: `Bearer ${await a.tokenOf("coach@demo.test")}` });
    const founderClient = wsClient(port, { authorization: `Bearer ${await a.tokenOf("founder@demo.test")}` });
    const query = "subscription { notificationCreated { id type isRead url values { actorName } } }";
    const coachHears = firstResult<{ data: { notificationCreated: { id: string } } }>(coachClient, query);
    const founderHeard: unknown[] = [];
    founderClient.subscribe(
      { query },
      { next: (v) => founderHeard.push(v), error: () => {}, complete: () => {} },
    );

    // The subscription starts on the server some time after it is sent: notify until it hears.
    const timer = setInterval(async () => {
      await notifyAs(a, tenant, {
        type: "meetingScheduled",
        userIds: [coachId],
        payload: { actorName: "Fiona Founder", startsAt: new Date().toISOString() },
      });
    }, 200);
    try {
      const heard = await coachHears;
      expect(heard.data.notificationCreated).toMatchObject({
        type: "meetingScheduled",
        isRead: false,
        url: "/calendar",
        values: { actorName: "Fiona Founder" },
      });
    } finally {
      clearInterval(timer);
    }
    expect(founderHeard).toEqual([]);
    expect(founderId).not.toBe(coachId);

    const anonymous = wsClient(port);
    await expect(firstResult(anonymous, query)).rejects.toThrow(/signed in|Authentication/i);
    await Promise.all([coachClient.dispose(), founderClient.dispose(), anonymous.dispose()]);
  });
});
