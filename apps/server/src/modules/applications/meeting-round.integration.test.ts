import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incubators, jobs, meetings, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, type GraphQLBody } from "../../test/harness.ts";
import { lastEmailTo } from "../../test/mail.ts";
import {
  applicationEmails,
  applicationMeetingInvitations,
  applications,
  funnelRounds,
  funnels,
  roundEmails,
} from "./applications.tables.ts";

/**
 * Meeting rounds end to end through GraphQL (lane F, decision 051): staff invite, the
 * applicant reads the round's availability and books a host's slot with the existing
 * createCalendarEvent (contextType Application), cancels with the invitation id, books
 * again, and the job at the meeting's end makes the round's work done. Funnels and
 * applications are written straight to the database (the funnels lane's API is not the
 * subject here).
 */
const INVITE = `mutation ($id: ID!) { inviteApplicationMeeting(applicationId: $id) {
  id status viewerMayInvite currentInvitation { id status } } }`;
const PAGE = `query ($id: ID!) { applicationMeeting(applicationId: $id) {
  id status viewerIsApplicant viewerMayInvite viewerMayBook
  meetingDetails { meetingDuration timeslotIncrement meetingLocation meetingMode }
  currentInvitation { id status meetingAt meetingStatus externalMeetingId meetingOrganizerId
    meeting { id start end contextType contextId link referenceType referenceId locationLink } }
  invitations { id status round { id } } } }`;
const AVAILABILITY = `query ($id: ID!) { availabilitiesByApplicationId(applicationId: $id) {
  id invitationId title start end availabilityMode hosts { id }
  meetingDetails { meetingDuration timeslotIncrement meetingLocation meetingMode }
  freeSlots { customerId slots { start end } } } }`;
const BOOK = `mutation ($i: CreateCalendarEventInput!) { createCalendarEvent(input: $i) { id event {
  id contextType contextId link referenceType referenceId locationLink canReschedule canCancel organizer { id } } } }`;
const CANCEL = `mutation ($inv: ID, $org: ID, $m: ID) {
  cancelApplicationReviewMeeting(meetingInvitationId: $inv, organizerId: $org, meetingId: $m) {
    updatedApplication { id status } updatedInvitation { id status externalMeetingId } } }`;
const ZOOM = "https://us02web.zoom.us/j/85012345678";

type Availability = {
  invitationId: string;
  start: number;
  end: number;
  hosts: { id: string }[];
  meetingDetails: Record<string, unknown>;
  freeSlots: { customerId: string; slots: { start: number; end: number }[] }[];
};
type Page = {
  status: string;
  viewerIsApplicant: boolean;
  viewerMayInvite: boolean;
  viewerMayBook: boolean;
  currentInvitation: null | {
    id: string;
    status: string;
    meetingStatus: string | null;
    externalMeetingId: string | null;
    meetingOrganizerId: string | null;
    meeting: null | Record<string, unknown>;
  };
};
const errorOf = (body: GraphQLBody) => body.errors?.[0];

/** A startup funnel whose only round is a meeting round hosted by the coach, and applications in it. */
async function seedMeetingRound(db: ReturnType<typeof useTestApp>["database"]["db"], hostIds: string[]) {
  const [tenant] = await db.select({ id: incubators.id }).from(incubators).where(eq(incubators.slug, "demo"));
  if (!tenant) throw new Error("no demo tenant");
  const incubatorId = tenant.id;
  const [funnel] = await db
    .insert(funnels)
    .values({
      incubatorId,
      type: "startup",
      name: "Meeting round test",
      displayName: { en: "Meeting round test" },
      slug: `meeting-round-${Math.random().toString(36).slice(2, 8)}`,
      published: true,
    })
    .returning();
  if (!funnel) throw new Error("no funnel");
  const [round] = await db
    .insert(funnelRounds)
    .values({
      incubatorId,
      funnelId: funnel.id,
      position: 1,
      type: "meeting",
      name: { en: "Interview" },
      meeting: { durationMinutes: 30, incrementMinutes: 30, location: ZOOM, mode: "online", hostIds },
    })
    .returning();
  if (!round) throw new Error("no round");
  await db.insert(roundEmails).values({
    incubatorId,
    roundId: round.id,
    kind: "invitation",
    subject: { en: "Book your interview for {{ funnel.name }}" },
    body: { en: "Hello {{ applicant.firstName }}, choose a time: {{ meeting.link }}" },
    timing: "now",
  });
  const applicationFor = async (email: string) => {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.incubatorId, incubatorId), sql`lower(${users.email}) = ${email}`));
    if (!user) throw new Error(`no user ${email}`);
    const [row] = await db
      .insert(applications)
      .values({
        incubatorId,
        funnelId: funnel.id,
        applicantId: user.id,
        roundId: round.id,
        status: "ready_for_invitation",
      })
      .returning();
    if (!row) throw new Error("no application");
    return row.id;
  };
  return { funnelId: funnel.id, roundId: round.id, applicationFor };
}

describe.each(databaseKinds("both"))("meeting rounds on %s", (kind) => {
  const t = useTestApp(kind);
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let applicationId = "";

  beforeAll(async () => {
    for (const who of ["staff", "coach", "applicant", "evaluator"]) {
      const signedIn = await t.signIn(`${who}@demo.test`);
      token[who] = signedIn.token;
      id[who] = signedIn.userId;
    }
    const seeded = await seedMeetingRound(t.database.db, [id.coach as string]);
    applicationId = await seeded.applicationFor("applicant@demo.test");
  }, 60_000);

  const as = (who: string, query: string, variables: Record<string, unknown>) =>
    gqlAs(t.app, token[who] as string, query, variables);
  const page = async (who: string) =>
    dataField<Page>((await as(who, PAGE, { id: applicationId })).body, "applicationMeeting");

  it("invites, books, cancels with the invitation, books again, and closes the round's work at the meeting's end", async () => {
    // Before the invitation: staff may invite; the applicant may not book, nor read availability.
    expect(await page("staff")).toMatchObject({
      status: "ready_for_invitation",
      viewerIsApplicant: false,
      viewerMayInvite: true,
      currentInvitation: null,
    });
    expect(
      errorOf((await as("applicant", AVAILABILITY, { id: applicationId })).body)?.extensions,
    ).toMatchObject({
      name: "ConflictError",
      reason: "NOT_INVITED",
    });
    expect(errorOf((await as("applicant", INVITE, { id: applicationId })).body)?.extensions?.name).toBe(
      "ForbiddenError",
    );

    const invited = await as("staff", INVITE, { id: applicationId });
    expect(invited.body.errors).toBeUndefined();
    expect(dataField(invited.body, "inviteApplicationMeeting")).toMatchObject({
      status: "ready_for_meeting",
      viewerMayInvite: false,
      currentInvitation: { status: "sent" },
    });
    const mail = await lastEmailTo(t.database, "applicant@demo.test");
    expect(mail.subject).toBe("Book your interview for Meeting round test");
    expect(mail.text).toContain(`/application/${applicationId}/meeting`);
    // A second invitation is an illegal transition (ready_for_meeting accepts no INVITE).
    expect(errorOf((await as("staff", INVITE, { id: applicationId })).body)?.extensions).toMatchObject({
      name: "ConflictError",
      reason: "ILLEGAL_TRANSITION",
    });

    // Availability: the applicant only; the round's details and the coach's slots.
    expect(errorOf((await as("staff", AVAILABILITY, { id: applicationId })).body)?.extensions?.name).toBe(
      "NotFoundError",
    );
    const availability = dataField<Availability>(
      (await as("applicant", AVAILABILITY, { id: applicationId })).body,
      "availabilitiesByApplicationId",
    );
    expect(availability.meetingDetails).toEqual({
      meetingDuration: 30,
      timeslotIncrement: 30,
      meetingLocation: ZOOM,
      meetingMode: "online",
    });
    expect(availability.hosts.map((h) => h.id)).toEqual([id.coach]);
    const slots = availability.freeSlots[0]?.slots ?? [];
    expect(slots.length).toBeGreaterThan(1);
    expect(slots.every((s) => s.end - s.start === 1800 && s.start >= availability.start)).toBe(true);
    const first = slots[0] as { start: number };
    const second = slots[1] as { start: number };

    const book = (start: number) =>
      as("applicant", BOOK, {
        i: {
          hostIds: [id.coach],
          start,
          durationInMinutes: 30,
          contextType: "Application",
          contextId: applicationId,
        },
      });
    // A duration other than the round's is refused.
    const wrong = await as("applicant", BOOK, {
      i: {
        hostIds: [id.coach],
        start: first.start,
        durationInMinutes: 45,
        contextType: "Application",
        contextId: applicationId,
      },
    });
    expect(errorOf(wrong.body)?.extensions?.name).toBe("ValidationError");

    const booked = await book(first.start);
    expect(booked.body.errors).toBeUndefined();
    const meeting = dataField<{ id: string; event: Record<string, unknown> }>(
      booked.body,
      "createCalendarEvent",
    );
    expect(meeting.event).toMatchObject({
      contextType: "Application",
      contextId: applicationId,
      link: `/application/${applicationId}/meeting`,
      referenceType: "Application",
      referenceId: applicationId,
      locationLink: ZOOM,
      canReschedule: false,
      // Cancelled with its invitation id on the meeting page, not from a calendar (spec-1 §4).
      canCancel: false,
      organizer: { id: id.coach },
    });
    // One meeting per invitation: a second booking is refused and writes nothing.
    expect(errorOf((await book(second.start)).body)?.extensions).toMatchObject({ reason: "ALREADY_BOOKED" });
    const staffView = await page("staff");
    expect(staffView.currentInvitation).toMatchObject({
      status: "booked",
      meetingStatus: "scheduled",
      externalMeetingId: meeting.id,
      meetingOrganizerId: id.coach,
      meeting: { id: meeting.id, start: first.start },
    });
    expect((await page("applicant")).viewerIsApplicant).toBe(true);

    // Cancelling needs the invitation id (spec-1 §5), and the meeting must be the invitation's.
    const invitationId = staffView.currentInvitation?.id as string;
    expect(errorOf((await as("applicant", CANCEL, { m: meeting.id })).body)?.message).toBe(
      "Missing invitationId. Cannot proceed with cancellation.",
    );
    expect(
      errorOf((await as("staff", CANCEL, { inv: invitationId, m: invitationId })).body)?.extensions?.name,
    ).toBe("NotFoundError");
    const cancelled = await as("staff", CANCEL, { inv: invitationId, org: id.coach, m: meeting.id });
    expect(cancelled.body.errors).toBeUndefined();
    expect(dataField(cancelled.body, "cancelApplicationReviewMeeting")).toEqual({
      updatedApplication: { id: applicationId, status: "ready_for_meeting" },
      updatedInvitation: { id: invitationId, status: "sent", externalMeetingId: null },
    });
    const [row] = await t.database.db.select().from(meetings).where(eq(meetings.id, meeting.id));
    expect(row?.status).toBe("cancelled");

    // Booked again (the freed slot), then the meeting's end: pending_decision, invitation done.
    const again = await book(first.start);
    expect(again.body.errors).toBeUndefined();
    const againId = dataField<{ id: string }>(again.body, "createCalendarEvent").id;
    await t.database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.kind, "applications.meetingDone"), sql`${jobs.payload}->>'meetingId' = ${againId}`));
    await t.jobs.runDue();
    expect(await page("staff")).toMatchObject({
      status: "pending_decision",
      currentInvitation: { status: "done", meetingStatus: "done", externalMeetingId: againId },
    });
    // The cancelled meeting's job found its invitation moved on and did nothing twice.
    const invitations = await t.database.db
      .select()
      .from(applicationMeetingInvitations)
      .where(eq(applicationMeetingInvitations.applicationId, applicationId));
    expect(invitations.map((i) => i.status)).toEqual(["done"]);
  });

  it("shows the meeting to its applicant, the funnel's staff and the round's hosts only", async () => {
    // The evaluator holds APPLICATION_FLOW:VIEW only for funnels they administer: not this one.
    expect(errorOf((await as("evaluator", PAGE, { id: applicationId })).body)?.extensions?.name).toBe(
      "NotFoundError",
    );
    // The coach hosts the round's meetings: they see the meeting, and may not invite.
    expect(await page("coach")).toMatchObject({
      viewerIsApplicant: false,
      viewerMayInvite: false,
      viewerMayBook: false,
    });
  });
});

describe.each(databaseKinds("both"))("meeting round rules on %s", (kind) => {
  const t = useTestApp(kind);
  const token: Record<string, string> = {};
  const id: Record<string, string> = {};
  let seeded: Awaited<ReturnType<typeof seedMeetingRound>>;

  beforeAll(async () => {
    for (const who of ["staff", "coach", "applicant", "community"]) {
      const signedIn = await t.signIn(`${who}@demo.test`);
      token[who] = signedIn.token;
      id[who] = signedIn.userId;
    }
    token.orbit = await t.tokenOf("admin@orbit.test", "orbit.localhost");
    seeded = await seedMeetingRound(t.database.db, [id.coach as string]);
  }, 60_000);

  const as = (who: string, query: string, variables: Record<string, unknown>) =>
    gqlAs(t.app, token[who] as string, query, variables);

  it("refuses a second booking of a host's slot by another applicant (SLOT_TAKEN); a booking cancels its reminder", async () => {
    // The round reminds the invited applicant two days after the invitation, unless they booked.
    const [round] = await t.database.db
      .select()
      .from(funnelRounds)
      .where(eq(funnelRounds.id, seeded.roundId));
    await t.database.db.insert(roundEmails).values({
      incubatorId: round?.incubatorId as string,
      roundId: seeded.roundId,
      kind: "reminder",
      subject: { en: "Reminder: book your interview" },
      body: { en: "{{ meeting.link }}" },
      timing: "scheduled",
      delayHours: 48,
    });
    const one = await seeded.applicationFor("applicant@demo.test");
    const two = await seeded.applicationFor("community@demo.test");
    for (const app of [one, two])
      expect((await as("staff", INVITE, { id: app })).body.errors).toBeUndefined();
    const availability = dataField<Availability>(
      (await as("applicant", AVAILABILITY, { id: one })).body,
      "availabilitiesByApplicationId",
    );
    const start = availability.freeSlots[0]?.slots[0]?.start as number;
    const input = (contextId: string) => ({
      i: { hostIds: [id.coach], start, durationInMinutes: 30, contextType: "Application", contextId },
    });
    expect((await as("applicant", BOOK, input(one))).body.errors).toBeUndefined();
    expect(errorOf((await as("community", BOOK, input(two))).body)?.extensions).toMatchObject({
      reason: "SLOT_TAKEN",
    });
    // Nor may one applicant book on another's invitation.
    expect(errorOf((await as("applicant", BOOK, input(two))).body)?.extensions?.name).toBe("NotFoundError");
    const [invitation] = await t.database.db
      .select()
      .from(applicationMeetingInvitations)
      .where(eq(applicationMeetingInvitations.applicationId, two));
    expect(invitation?.status).toBe("sent");
    const reminders = await t.database.db
      .select()
      .from(applicationEmails)
      .where(
        and(eq(applicationEmails.kind, "reminder"), inArray(applicationEmails.applicationId, [one, two])),
      );
    const state = (id: string) => {
      const row = reminders.find((r) => r.applicationId === id);
      return row ? { sent: row.sentAt !== null, cancelled: row.cancelledAt !== null } : null;
    };
    expect(state(one)).toEqual({ sent: false, cancelled: true });
    expect(state(two)).toEqual({ sent: false, cancelled: false });
  });

  it("invites only in a meeting round set up with hosts, and finds nothing of another organisation", async () => {
    const app = await seeded.applicationFor("applicant@demo.test").catch(() => null);
    // The applicant already has an open application in this funnel (one open per funnel).
    expect(app).toBeNull();
    await t.database.db
      .update(funnelRounds)
      .set({
        meeting: {
          durationMinutes: 30,
          incrementMinutes: null,
          location: null,
          mode: "in_person",
          hostIds: [],
        },
      })
      .where(eq(funnelRounds.id, seeded.roundId));
    const three = await seeded.applicationFor("coach@demo.test");
    expect(errorOf((await as("staff", INVITE, { id: three })).body)?.extensions).toMatchObject({
      reason: "MEETING_NOT_SET_UP",
    });
    const orbit = (query: string, variables: Record<string, unknown>) =>
      gqlAs(t.app, token.orbit as string, query, variables, "orbit.localhost");
    for (const query of [PAGE, AVAILABILITY, INVITE]) {
      expect(errorOf((await orbit(query, { id: three })).body)?.extensions?.name).toBe("NotFoundError");
    }
    const cancel = await orbit(CANCEL, { inv: three });
    expect(errorOf(cancel.body)?.extensions?.name).toBe("NotFoundError");
  });
});
