import type { NotificationType, NotificationValues } from "@launchpad/domain/notifications";
import { and, eq, inArray } from "drizzle-orm";
import type { DemoSeed } from "../../db/seed/demo-seed.ts";
import { owned } from "../../db/tenant-scope.ts";
import { usersByIds } from "../users/index.ts";
import { notifications } from "./notifications.tables.ts";

type DemoNotification = {
  to: string;
  type: NotificationType;
  from?: string;
  read: boolean;
  hoursAgo: number;
  /** A meeting's start, in days from the seeding (at 10:00 UTC). */
  meetingInDays?: number;
  metricsPeriod?: boolean;
};

/** The startup the demo notifications are about, by base tenant. */
const STARTUP: Record<string, string> = { demo: "Nimbus Analytics", orbit: "Quasar Robotics" };

/**
 * A few notifications so that the bell is not empty in the demo (docs/demo-data.md): the
 * coach's booked meeting (new) and a comment (read); the founder's metrics request (new) and a
 * comment (read). Already mailed: the demo sends no digest of them. Found by user and type.
 */
const DEMO: DemoNotification[] = [
  { to: "coach", type: "meetingScheduled", from: "founder", read: false, hoursAgo: 2, meetingInDays: 3 },
  { to: "coach", type: "newCommentStartupStaff", from: "staff", read: true, hoursAgo: 50 },
  { to: "founder", type: "metricsRequest", read: false, hoursAgo: 20, metricsPeriod: true },
  { to: "founder", type: "newCommentStartup", from: "coach", read: true, hoursAgo: 72 },
];

export const notificationsDemo: DemoSeed = {
  after: ["users", "startups"],
  async seed(ctx) {
    const startupName = STARTUP[ctx.organisation.base] ?? STARTUP.demo ?? "";
    const startupId = ctx.ids.startups.get(startupName);
    const idOf = (local: string) => ctx.ids.people.get(local);
    const userIds = [...new Set(DEMO.flatMap((n) => [idOf(n.to), n.from ? idOf(n.from) : undefined]))].filter(
      (id): id is string => Boolean(id),
    );
    const people = await usersByIds(ctx, userIds);
    const nameOf = (id: string | undefined) => {
      const user = people.find((p) => p.id === id);
      return user ? `${user.firstName} ${user.lastName}`.trim() : "";
    };
    const recipients = DEMO.map((n) => idOf(n.to)).filter((id): id is string => Boolean(id));
    const existing = await ctx.db
      .select({ userId: notifications.userId, type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.incubatorId, ctx.tenant.id), inArray(notifications.userId, recipients)));
    const now = ctx.clock.now().getTime();
    const previousMonth = new Date(now);
    previousMonth.setUTCDate(1);
    previousMonth.setUTCMonth(previousMonth.getUTCMonth() - 1);
    const rows = DEMO.flatMap((n) => {
      const userId = idOf(n.to);
      if (!userId || existing.some((e) => e.userId === userId && e.type === n.type)) return [];
      const payload: NotificationValues = { startupName, ...(startupId ? { startupId } : {}) };
      if (n.from) payload.actorName = nameOf(idOf(n.from));
      if (n.meetingInDays) {
        const day = new Date(now + n.meetingInDays * 86_400_000);
        payload.startsAt = new Date(
          Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 10),
        ).toISOString();
      }
      if (n.metricsPeriod) payload.period = previousMonth.toISOString().slice(0, 7);
      return [
        owned(ctx.tenant, {
          userId,
          type: n.type,
          payload,
          isRead: n.read,
          createdAt: new Date(now - n.hoursAgo * 3_600_000),
          inApp: true,
          emailPending: false,
        }),
      ];
    });
    if (rows.length > 0) await ctx.db.insert(notifications).values(rows);
  },
};
