import { and, eq } from "drizzle-orm";
import type { DemoSeed } from "../../db/seed/demo-seed.ts";
import { saveHostSettings, userById } from "../users/index.ts";
import { weeklyAvailability } from "./availability.tables.ts";

/** Who keeps hours, by base tenant (local parts of e-mails, db/seed/demo-data.ts). */
const DEMO_HOSTS: Record<string, string[]> = {
  demo: ["coach", "admincoach", "mentor", "expert"],
  orbit: ["coach", "admincoach", "mentor"],
};

/** Mon–Fri, 09:00–12:00 and 13:00–17:00 local time (weekday 0 = Sunday). */
const DEMO_WEEKLY_HOURS = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, startMinute: 9 * 60, endMinute: 12 * 60 },
  { weekday, startMinute: 13 * 60, endMinute: 17 * 60 },
]);

const DEMO_COACHING_SETTINGS = {
  enabled: true,
  availableDurationsInMins: [30, 45, 60],
  defaultMeetingLocation: "Online",
  timeslotIncrement: null,
  minimumNoticeHours: 12,
};

/** The hosts' weekly hours and coaching meeting settings, for a host who has neither yet. */
export const availabilityDemo: DemoSeed = {
  after: ["users"],
  async seed(ctx) {
    for (const local of DEMO_HOSTS[ctx.organisation.base] ?? []) {
      const userId = ctx.ids.people.get(local);
      const host = userId ? await userById(ctx, userId) : null;
      if (!userId || !host) throw new Error(`Demo data names an unknown host: ${local}`);
      if (!host.coachingMeetingSettings) {
        await saveHostSettings(
          ctx,
          userId,
          {
            timezone: host.timezone,
            coachingMeetingSettings: DEMO_COACHING_SETTINGS,
            icsFeedUrl: host.icsFeedUrl,
          },
          false,
        );
      }
      const [hours] = await ctx.db
        .select({ userId: weeklyAvailability.userId })
        .from(weeklyAvailability)
        .where(and(eq(weeklyAvailability.incubatorId, ctx.tenant.id), eq(weeklyAvailability.userId, userId)))
        .limit(1);
      if (!hours)
        await ctx.db
          .insert(weeklyAvailability)
          .values(DEMO_WEEKLY_HOURS.map((h) => ({ ...h, incubatorId: ctx.tenant.id, userId })));
    }
  },
};
