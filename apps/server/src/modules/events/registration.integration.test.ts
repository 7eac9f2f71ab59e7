import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { notifications, outboxEmails } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { incubatorEventAttendees } from "./events.tables.ts";
import {
  ACCEPT,
  CANCEL,
  createEvent,
  type EventData,
  errorOf,
  GET,
  HOUR,
  idOf,
  makeUsers,
  REGISTER,
} from "./events.test-support.ts";

type Attendee = {
  id: string;
  status: string;
  waitlistPosition: number | null;
  offerExpiresAt: string | null;
};

describe.each(databaseKinds("both"))("registering for group events on %s", (kind) => {
  const t = useTestApp(kind);
  const token: Record<string, string> = {};
  let crowd: string[] = [];

  beforeAll(async () => {
    for (const who of ["staff", "founder", "cofounder2", "mentor", "expert", "community"])
      token[who] = await t.tokenOf(`${who}@demo.test`);
    crowd = await Promise.all((await makeUsers(t, "crowd", 30)).map((email) => t.tokenOf(email)));
  }, 60_000);

  const register = async (who: string, eventId: string) => {
    const { body } = await gqlAs(t.app, who, REGISTER, { e: eventId });
    return { attendee: body.data?.registerForIncubatorEvent as Attendee | undefined, error: errorOf(body) };
  };
  const statusesOf = async (eventId: string) =>
    (
      await t.database.db
        .select({ status: incubatorEventAttendees.status })
        .from(incubatorEventAttendees)
        .where(eq(incubatorEventAttendees.eventId, eventId))
    ).map((r) => r.status);

  it("never passes the capacity under 30 concurrent registrations", async () => {
    const event = await createEvent(t, token.staff as string, { capacity: 10, title: `Crowded ${kind}` });
    const answers = await Promise.all(crowd.map((who) => register(who, event.id)));
    expect(answers.filter((a) => a.error)).toEqual([]);
    const statuses = await statusesOf(event.id);
    expect(statuses.filter((s) => s === "REGISTERED")).toHaveLength(10);
    expect(statuses.filter((s) => s === "WAITLISTED")).toHaveLength(20);
    const seen = (await gqlAs(t.app, token.staff as string, GET, { id: event.id })).body.data
      ?.incubatorEvent as EventData;
    expect(seen).toMatchObject({ seatsLeft: 0, registeredCount: 10, waitlistCount: 20 });
    // Its editors read the list, registered first, each with their person (read at once).
    const LIST_ATTENDEES =
      "query ($id: ID!) { incubatorEvent(id: $id) { attendees { status email registrant { fullName } } } }";
    const list = (await gqlAs(t.app, token.staff as string, LIST_ATTENDEES, { id: event.id })).body.data
      ?.incubatorEvent as
      | { attendees: { status: string; email: string; registrant: { fullName: string } }[] }
      | undefined;
    expect(list?.attendees).toHaveLength(30);
    expect(
      list?.attendees.slice(0, 10).every((a) => a.status === "REGISTERED" && a.email.startsWith("crowd")),
    ).toBe(true);
    expect(list?.attendees[10]?.status).toBe("WAITLISTED");
    const hidden = (await gqlAs(t.app, token.founder as string, LIST_ATTENDEES, { id: event.id })).body.data
      ?.incubatorEvent as { attendees: unknown } | undefined;
    expect(hidden?.attendees).toBeNull();
    // Registering again answers the same row.
    const again = await register(crowd[0] as string, event.id);
    expect((await statusesOf(event.id)).length).toBe(30);
    expect(again.error).toBeUndefined();
  }, 60_000);

  it("closes registration at the notice period before the start", async () => {
    const soon = (hoursAhead: number, notice: number) =>
      createEvent(t, token.staff as string, {
        startTime: new Date(Date.now() + hoursAhead * HOUR).toISOString(),
        endTime: new Date(Date.now() + (hoursAhead + 1) * HOUR).toISOString(),
        registrationNoticePeriod: {
          meetingRegistrationHasNoticePeriod: true,
          periodValue: notice,
          periodUnit: "HOURS",
        },
      });
    const closed = await soon(2, 3);
    const refused = await register(token.founder as string, closed.id);
    expect(refused.error?.extensions).toMatchObject({ name: "ConflictError", reason: "CLOSED" });
    expect(await statusesOf(closed.id)).toEqual([]);
    const open = await soon(4, 3);
    expect((await register(token.founder as string, open.id)).attendee?.status).toBe("REGISTERED");
    // Without a notice period registration closes at the start.
    const started = await createEvent(t, token.staff as string, {
      startTime: new Date(Date.now() - HOUR).toISOString(),
      endTime: new Date(Date.now() + HOUR).toISOString(),
    });
    expect((await register(token.founder as string, started.id)).error?.extensions).toMatchObject({
      reason: "CLOSED",
    });
    // A draft takes no registrations (and its id reads as unknown to a founder).
    const draft = await createEvent(t, token.staff as string, { status: "DRAFT" });
    expect((await register(token.founder as string, draft.id)).error?.extensions?.name).toBe("NotFoundError");
  });

  it("offers a freed seat to the waitlist in order, expires the offer and offers the next", async () => {
    const event = await createEvent(t, token.staff as string, {
      capacity: 1,
      title: `Waitlist ${kind}`,
      waitlistOfferHours: 24,
    });
    const first = (await register(token.founder as string, event.id)).attendee as Attendee;
    const second = (await register(token.cofounder2 as string, event.id)).attendee as Attendee;
    const third = (await register(token.mentor as string, event.id)).attendee as Attendee;
    expect([first.status, second.status, third.status]).toEqual(["REGISTERED", "WAITLISTED", "WAITLISTED"]);
    expect([second.waitlistPosition, third.waitlistPosition]).toEqual([1, 2]);

    // Someone else may not cancel the founder's seat; the founder may.
    const foreign = await gqlAs(t.app, token.expert as string, CANCEL, { e: event.id, a: first.id });
    expect(errorOf(foreign.body)?.extensions?.name).toMatch(/ForbiddenError|NotFoundError/);
    const cancelled = await gqlAs(t.app, token.founder as string, CANCEL, { e: event.id, a: first.id });
    expect(cancelled.body.data?.cancelIncubatorEventAttendee).toMatchObject({ status: "CANCELLED" });

    const viewerAttendee = async (who: string) =>
      ((await gqlAs(t.app, who, GET, { id: event.id })).body.data?.incubatorEvent as EventData | undefined)
        ?.viewerAttendee;
    const offered = await viewerAttendee(token.cofounder2 as string);
    expect(offered?.status).toBe("OFFERED");
    const expires = new Date(offered?.offerExpiresAt as string).getTime();
    expect(Math.abs(expires - (Date.now() + 24 * HOUR))).toBeLessThan(60_000);
    expect((await viewerAttendee(token.mentor as string))?.waitlistPosition).toBe(1);
    const cofounderId = await idOf(t, "cofounder2@demo.test");
    const offers = await t.database.db
      .select({ payload: notifications.payload })
      .from(notifications)
      .where(and(eq(notifications.type, "eventSeatOffered"), eq(notifications.userId, cofounderId)));
    expect(offers.some((o) => (o.payload as { eventId?: string }).eventId === event.id)).toBe(true);
    // The offer is mailed at once (it does not wait for the digest).
    const mails = await t.database.db
      .select({ subject: outboxEmails.subject })
      .from(outboxEmails)
      .where(and(eq(outboxEmails.kind, "eventSeatOffered"), eq(outboxEmails.to, "cofounder2@demo.test")));
    expect(mails.map((m) => m.subject)).toContain(`A seat is free for you: Waitlist ${kind}`);
    // Nobody else takes the held seat.
    expect((await register(token.community as string, event.id)).attendee?.status).toBe("WAITLISTED");

    // The offer expires (its time moved to the past): the job offers the seat to the next.
    await t.database.db
      .update(incubatorEventAttendees)
      .set({ offerExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(incubatorEventAttendees.id, offered?.id as string));
    await t.database.db.execute(
      sql`update jobs set run_at = now() where kind = 'events.offerExpiry' and payload->>'attendeeId' = ${offered?.id as string}`,
    );
    await t.jobs.runDue();
    expect((await viewerAttendee(token.cofounder2 as string))?.status).toBeUndefined();
    const late = await gqlAs(t.app, token.cofounder2 as string, ACCEPT, { e: event.id });
    expect(errorOf(late.body)?.extensions).toMatchObject({ reason: "NO_OFFER" });
    expect((await viewerAttendee(token.mentor as string))?.status).toBe("OFFERED");

    const accepted = await gqlAs(t.app, token.mentor as string, ACCEPT, { e: event.id });
    expect(accepted.body.data?.acceptIncubatorEventOffer).toMatchObject({ status: "REGISTERED" });
    const after = (await gqlAs(t.app, token.staff as string, GET, { id: event.id })).body.data
      ?.incubatorEvent as EventData;
    expect(after).toMatchObject({ seatsLeft: 0, registeredCount: 1, waitlistCount: 1 });

    // Raising the capacity offers the new seat to the next waiting.
    const UPDATE = `mutation ($id: ID!) { updateIncubatorEvent(id: $id, input: { capacity: 2 }) { seatsLeft } }`;
    await gqlAs(t.app, token.staff as string, UPDATE, { id: event.id });
    expect((await viewerAttendee(token.community as string))?.status).toBe("OFFERED");
    // The capacity cannot go below the seats held (one registered, one offered).
    const LOWER = `mutation ($id: ID!) { updateIncubatorEvent(id: $id, input: { capacity: 1 }) { id } }`;
    const lower = await gqlAs(t.app, token.staff as string, LOWER, { id: event.id });
    expect(errorOf(lower.body)?.extensions?.fields).toHaveProperty("capacity");
  });

  it("exports the attendees to editors as CSV, formulas defused", async () => {
    const event = await createEvent(t, token.staff as string, { title: `=Export ${kind}` });
    await register(token.founder as string, event.id);
    const csv = (who: string) =>
      t.app.inject({
        method: "GET",
        url: `/api/incubator-events/${event.id}/attendees.csv`,
        headers: { host: "localhost", authorization: `Bearer ${who}` },
      });
    const ok = await csv(token.staff as string);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers["content-type"]).toContain("text/csv");
    expect(ok.headers["content-disposition"]).toMatch(/attachment; filename="Export-.*-attendees\.csv"/);
    const lines = ok.body.trim().split("\r\n");
    expect(lines[0]).toBe("First name,Last name,E-mail,Role,Status,Registered at,Offer expires at");
    expect(lines[1]).toContain("founder@demo.test");
    expect(lines[1]).toContain("REGISTERED");
    expect((await csv(token.founder as string)).statusCode).toBe(403);
    const signedOut = await t.app.inject({
      method: "GET",
      url: `/api/incubator-events/${event.id}/attendees.csv`,
      headers: { host: "localhost" },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});
