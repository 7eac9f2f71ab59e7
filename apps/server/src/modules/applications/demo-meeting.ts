import { and, eq } from "drizzle-orm";
import type { DemoSeedContext } from "../../db/seed/demo-seed.ts";
import type { ServiceContext } from "../../service-context.ts";
import { userByEmail } from "../users/index.ts";
import { recordActivity } from "./activity.service.ts";
import { applicationMeetingInvitations, applications, funnelRounds, funnels } from "./applications.tables.ts";
import { DEMO_APPLICATIONS } from "./demo-applications.ts";

/**
 * The demo's one booked review meeting (docs/demo-data.md). The meeting is the booking
 * module's (booking → applications, one way: booking/booking.demo.ts seeds it after this
 * module's demo); these two functions are what it reads and records here.
 */
export type DemoMeetingToBook = {
  invitationId: string;
  applicationId: string;
  applicantId: string;
  /** The round's hosts, by id. */
  hostIds: string[];
  durationMinutes: number;
  roundName: string;
  location: string | null;
};

/** The demo application whose invitation is to be booked, while it is still open (sent); else null. */
export async function demoInvitationToBook(ctx: DemoSeedContext): Promise<DemoMeetingToBook | null> {
  const planned = DEMO_APPLICATIONS.find((a) => a.invitation === "booked");
  if (!planned) return null;
  const applicant = await userByEmail(ctx, `${planned.applicant}@${ctx.organisation.slug}.test`);
  if (!applicant) return null;
  const [row] = await ctx.db
    .select({
      invitationId: applicationMeetingInvitations.id,
      status: applicationMeetingInvitations.status,
      applicationId: applications.id,
      meeting: funnelRounds.meeting,
      name: funnelRounds.name,
    })
    .from(applicationMeetingInvitations)
    .innerJoin(applications, eq(applications.id, applicationMeetingInvitations.applicationId))
    .innerJoin(funnels, eq(funnels.id, applications.funnelId))
    .innerJoin(funnelRounds, eq(funnelRounds.id, applicationMeetingInvitations.roundId))
    .where(
      and(
        eq(applicationMeetingInvitations.incubatorId, ctx.tenant.id),
        eq(applications.applicantId, applicant.id),
        eq(funnels.slug, planned.funnel),
      ),
    );
  if (row?.status !== "sent" || !row.meeting) return null;
  return {
    invitationId: row.invitationId,
    applicationId: row.applicationId,
    applicantId: applicant.id,
    hostIds: row.meeting.hostIds,
    durationMinutes: row.meeting.durationMinutes,
    roundName: row.name.en ?? Object.values(row.name)[0] ?? "Interview",
    location: row.meeting.location,
  };
}

/**
 * Records the seeded meeting on its invitation (booked, with the meeting's id, time and
 * organizer) and in the activity. Unlike a real booking, no job marks the round's work done
 * at the meeting's end (the seed has no job queue): staff decide after the interview.
 */
export async function recordDemoMeeting(
  ctx: ServiceContext,
  invitationId: string,
  booked: { meetingId: string; start: Date; organizerId: string },
): Promise<void> {
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .update(applicationMeetingInvitations)
    .set({
      status: "booked",
      meetingId: booked.meetingId,
      meetingAt: booked.start,
      meetingBookedAt: now,
      meetingOrganizerId: booked.organizerId,
      updatedAt: now,
    })
    .where(
      and(
        eq(applicationMeetingInvitations.incubatorId, ctx.tenant.id),
        eq(applicationMeetingInvitations.id, invitationId),
        eq(applicationMeetingInvitations.status, "sent"),
      ),
    )
    .returning();
  if (!row) return;
  await recordActivity(
    ctx,
    row.applicationId,
    "meeting_booked",
    { invitationId, meetingAt: booked.start.toISOString() },
    null,
  );
}
