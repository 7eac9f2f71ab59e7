import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import type { DemoSeed } from "../../db/seed/demo-seed.ts";
import { demoInvitationToBook, recordDemoMeeting } from "../applications/index.ts";
import { APPLICATION_CONTEXT } from "./application-context.ts";
import { insertMeeting } from "./booking.repository.ts";

/**
 * Booking's demo data (docs/demo-data.md): the applications demo's one booked review meeting,
 * an interview of the startup funnel's meeting round with its last host (admincoach@ in the
 * demo) a week ahead at 10:00 in the organisation's time zone, recorded on the application's
 * invitation. Made only while that invitation is open, so seeding twice changes nothing; a
 * slot already taken (a live database seeded again) leaves it unbooked.
 */
export const bookingDemo: DemoSeed = {
  after: ["applications", "availability"],
  async seed(ctx) {
    const toBook = await demoInvitationToBook(ctx);
    const hostId = toBook?.hostIds.at(-1);
    if (!toBook || !hostId) return;
    const start = weekdayAt(ctx.clock.now(), 7, 10, ctx.organisation.timezone);
    const end = new Date(start.getTime() + toBook.durationMinutes * 60_000);
    try {
      await ctx.db.transaction(async (savepoint) => {
        const tx = savepoint as unknown as Db;
        const meeting = await insertMeeting(
          tx,
          ctx.tenant,
          {
            organizerId: hostId,
            bookerId: toBook.applicantId,
            startupId: null,
            startsAt: start,
            endsAt: end,
            status: "confirmed",
            summary: toBook.roundName,
            description: null,
            location: toBook.location,
            locationLink: null,
            contextType: APPLICATION_CONTEXT,
            contextId: toBook.applicationId,
            uid: `${randomUUID()}@launchpad`,
            debitedMinutes: 0,
          },
          [
            { userId: hostId, isHost: true },
            { userId: toBook.applicantId, isHost: false },
          ],
        );
        await recordDemoMeeting({ ...ctx, db: tx }, toBook.invitationId, {
          meetingId: meeting.id,
          start,
          organizerId: hostId,
        });
      });
    } catch {
      // The host is busy then (the exclusion constraint): the invitation stays open.
    }
  },
};

/** `days` ahead (moved off the weekend), at `hour`:00 in `timeZone`. */
function weekdayAt(now: Date, days: number, hour: number, timeZone: string): Date {
  const day = new Date(now.getTime() + days * 86_400_000);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  const guess = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour);
  const local = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(guess));
  const [h = hour, m = 0] = local.split(":").map(Number);
  return new Date(guess - (h * 60 + m - hour * 60) * 60_000);
}
