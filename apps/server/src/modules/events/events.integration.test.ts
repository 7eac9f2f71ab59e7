import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobs, notifications, startupTags, userTags } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";
import { incubatorEventHosts, incubatorEvents, incubatorEventTags } from "./events.tables.ts";
import {
  CREATE,
  createEvent,
  demoTenantId,
  type EventData,
  errorOf,
  eventInput,
  GET,
  idOf,
  LIST,
  programId,
  sees,
  startupId,
  tagId,
  UPDATE,
} from "./events.test-support.ts";

describe.each(databaseKinds("both"))("incubator events on %s", (kind) => {
  const t = useTestApp(kind);
  const token: Record<string, string> = {};
  let tenant = "";

  beforeAll(async () => {
    for (const who of ["staff", "coach", "mentor", "founder", "community", "expert", "admin"])
      token[who] = await t.tokenOf(`${who}@demo.test`);
    tenant = await demoTenantId(t);
  });

  it("has the demo events: a full programme session with a waitlist, office hours, a past one, a draft", async () => {
    const find = async (who: string, filter: Record<string, unknown>) =>
      (
        (await gqlAs(t.app, token[who] as string, LIST, { filter })).body.data?.incubatorEvents as
          | { results: { title: string }[] }
          | undefined
      )?.results.map((r) => r.title) ?? [];
    expect(await find("founder", {})).toEqual(
      expect.arrayContaining([
        "Fundraising workshop: your first term sheet",
        "Office hours with the coaches",
      ]),
    );
    expect(await find("community", {})).not.toContain("Fundraising workshop: your first term sheet");
    expect(await find("founder", { when: "PAST" })).toContain("Kick-off breakfast");
    expect(await find("founder", {})).not.toContain("Demo day rehearsal");
    expect(await find("staff", { statuses: ["DRAFT"] })).toContain("Demo day rehearsal");
  });

  it("keeps a draft to its editors, then publishes it to its audience, notified once", async () => {
    const spring = await programId(t, "Spring 2026 Cohort");
    const topic = await tagId(t, "topic", "Fundraising");
    const workshop = await tagId(t, "event", "Workshop");
    const uses = async () =>
      (
        (await gqlAs(t.app, token.admin as string, "{ tags(kind: topic) { id useCount } }")).body.data
          ?.tags as { id: string; useCount: number }[] | undefined
      )?.find((g) => g.id === topic)?.useCount ?? -1;
    const before = await uses();
    const draft = await createEvent(t, token.staff as string, {
      status: "DRAFT",
      capacity: 12,
      topicIds: [topic],
      tagIds: [workshop],
      location: { text: "Room 4", link: "https://us02web.zoom.us/j/123" },
      visibility: { startupPrograms: { is: [spring] } },
      registrationNoticePeriod: {
        meetingRegistrationHasNoticePeriod: true,
        periodValue: 2,
        periodUnit: "HOURS",
      },
    });
    expect(draft).toMatchObject({
      status: "DRAFT",
      capacity: 12,
      seatsLeft: 12,
      viewerCanEdit: true,
      location: { text: "Room 4", link: "https://us02web.zoom.us/j/123", provider: "ZOOM" },
      topics: [{ id: topic, name: "Fundraising" }],
      tags: [{ id: workshop, name: "Workshop" }],
      visibility: { startupPrograms: { is: [spring], isNot: [] } },
    });
    expect(new Date(draft.registrationClosesAt as string).getTime()).toBe(
      new Date(draft.startTime as string).getTime() - 2 * 3_600_000,
    );
    expect(await sees(t, token.founder as string, draft)).toBe(false);
    expect(await sees(t, token.admin as string, draft)).toBe(true);
    // The tags setup page counts the event's topic (ServerModule.tagUses).
    expect(await uses()).toBe(before + 1);

    const published = await gqlAs(t.app, token.staff as string, UPDATE, {
      id: draft.id,
      input: { status: "PUBLISHED" },
    });
    expect(published.body.errors).toBeUndefined();
    expect(await sees(t, token.founder as string, draft)).toBe(true);
    expect(await sees(t, token.community as string, draft)).toBe(false);
    const founderView = (await gqlAs(t.app, token.founder as string, GET, { id: draft.id })).body.data
      ?.incubatorEvent as EventData;
    expect(founderView.visibility).toBeNull();
    expect(founderView.viewerCanEdit).toBe(false);

    // The publish job notifies the audience (programme members and its startups' founders).
    await t.jobs.runDue();
    const notified = async () =>
      (
        await t.database.db
          .select({ userId: notifications.userId, payload: notifications.payload })
          .from(notifications)
          .where(eq(notifications.type, "eventPublished"))
      )
        .filter((r) => (r.payload as { eventId?: string }).eventId === draft.id)
        .map((r) => r.userId);
    const first = await notified();
    expect(first).toContain(await idOf(t, "founder@demo.test"));
    expect(first).toContain(await idOf(t, "cofounder2@demo.test"));
    expect(first).toContain(await idOf(t, "coach@demo.test"));
    expect(first).not.toContain(await idOf(t, "community@demo.test"));
    expect(first).not.toContain(await idOf(t, "staff@demo.test"));
    // Archived and published again: nobody is notified twice.
    await gqlAs(t.app, token.staff as string, UPDATE, { id: draft.id, input: { status: "ARCHIVED" } });
    expect(await sees(t, token.founder as string, draft)).toBe(false);
    await gqlAs(t.app, token.staff as string, UPDATE, { id: draft.id, input: { status: "PUBLISHED" } });
    await t.jobs.runDue();
    const queued = await t.database.db.select().from(jobs).where(eq(jobs.kind, "events.publish"));
    expect(queued.filter((j) => (j.payload as { eventId: string }).eventId === draft.id)).toHaveLength(1);
    expect((await notified()).length).toBe(first.length);
  });

  it("applies every visibility rule on the server", async () => {
    const communityId = await idOf(t, "community@demo.test");
    const nimbus = await startupId(t, "Nimbus Analytics");
    const speaker = await tagId(t, "user", "Speaker");
    const b2b = await tagId(t, "startup", "B2B");
    const preseed = await programId(t, "Pre-seed Track");
    const spring = await programId(t, "Spring 2026 Cohort");
    await t.database.db
      .insert(userTags)
      .values({ incubatorId: tenant, userId: communityId, tagId: speaker })
      .onConflictDoNothing();
    await t.database.db
      .insert(startupTags)
      .values({ incubatorId: tenant, startupId: nimbus, tagId: b2b })
      .onConflictDoNothing();
    const cases: [string, Record<string, unknown>, Record<string, boolean>][] = [
      ["roles is", { userRoles: { is: ["Cofounder"] } }, { founder: true, mentor: false, community: false }],
      [
        "roles isNot",
        { userRoles: { isNot: ["Cofounder"] } },
        { founder: false, mentor: true, community: true },
      ],
      ["user tags is", { userTags: { is: [speaker] } }, { founder: false, community: true }],
      ["user tags isNot", { userTags: { isNot: [speaker] } }, { founder: true, community: false }],
      ["startup tags is", { startupTags: { is: [b2b] } }, { founder: true, community: false, coach: false }],
      ["startup tags isNot", { startupTags: { isNot: [b2b] } }, { founder: false, community: true }],
      [
        "programmes is (own or startup's)",
        { startupPrograms: { is: [spring] } },
        { founder: true, coach: true, expert: false, community: false },
      ],
      [
        "programmes isNot",
        { startupPrograms: { isNot: [preseed] } },
        { founder: true, expert: false, community: true },
      ],
      [
        "all must pass",
        { userRoles: { is: ["Cofounder", "Mentor"] }, startupPrograms: { is: [spring] } },
        { founder: true, mentor: true, coach: false },
      ],
    ];
    const marker = `Visibility ${kind} ${Date.now()}`;
    const made = new Map<string, { id: string; title: string }>();
    for (const [name, visibility] of cases)
      made.set(name, await createEvent(t, token.staff as string, { title: `${marker} ${name}`, visibility }));
    // One list per person (the rule is SQL: the list and the by-id read share it).
    const listed = async (who: string) => {
      const { body } = await gqlAs(t.app, token[who] as string, LIST, {
        filter: { search: marker, first: 100 },
      });
      return new Set(
        (body.data?.incubatorEvents as { results: { title: string }[] } | undefined)?.results.map(
          (r) => r.title,
        ),
      );
    };
    const seenBy = new Map<string, Set<string>>();
    for (const who of ["founder", "mentor", "community", "coach", "expert", "admin"])
      seenBy.set(who, await listed(who));
    for (const [name, , expected] of cases) {
      for (const [who, visible] of Object.entries(expected))
        expect([name, who, seenBy.get(who)?.has(`${marker} ${name}`)]).toEqual([name, who, visible]);
      // Editors see every event.
      expect(seenBy.get("admin")?.has(`${marker} ${name}`)).toBe(true);
    }
    // By id, the same answer as the list (NotFoundError when hidden).
    expect(
      await sees(t, token.community as string, made.get("user tags is") as { id: string; title: string }),
    ).toBe(true);
    expect(
      await sees(t, token.founder as string, made.get("user tags is") as { id: string; title: string }),
    ).toBe(false);
  });

  it("lets the editPermission user and the creator edit, and nobody else", async () => {
    const mentorId = await idOf(t, "mentor@demo.test");
    const ofStaff = await createEvent(t, token.staff as string, { editPermissionUserId: mentorId });
    const mentorEdit = await gqlAs(t.app, token.mentor as string, UPDATE, {
      id: ofStaff.id,
      input: { title: "Mentor's title" },
    });
    expect(mentorEdit.body.errors).toBeUndefined();
    expect((mentorEdit.body.data?.updateIncubatorEvent as EventData | undefined)?.viewerCanEdit).toBe(true);
    const founderEdit = await gqlAs(t.app, token.founder as string, UPDATE, {
      id: ofStaff.id,
      input: { title: "x" },
    });
    expect(errorOf(founderEdit.body)?.extensions?.name).toBe("ForbiddenError");

    // A coach holds EVENT:CREATE only: their own events, not the staff's.
    const ofCoach = await createEvent(t, token.coach as string);
    expect(ofCoach.viewerCanEdit).toBe(true);
    const coachOnStaff = await gqlAs(t.app, token.coach as string, UPDATE, {
      id: ofStaff.id,
      input: { title: "x" },
    });
    expect(errorOf(coachOnStaff.body)?.extensions?.name).toBe("ForbiddenError");
    const DELETE = "mutation ($id: ID!) { deleteIncubatorEvent(id: $id) }";
    expect(
      errorOf((await gqlAs(t.app, token.coach as string, DELETE, { id: ofStaff.id })).body)?.extensions?.name,
    ).toBe("ForbiddenError");
    expect(
      (await gqlAs(t.app, token.coach as string, DELETE, { id: ofCoach.id })).body.data?.deleteIncubatorEvent,
    ).toBe(true);
    expect(
      await t.database.db.select().from(incubatorEvents).where(eq(incubatorEvents.id, ofCoach.id)),
    ).toHaveLength(0);

    const founderCreate = await gqlAs(t.app, token.founder as string, CREATE, { input: eventInput() });
    expect(errorOf(founderCreate.body)?.extensions?.name).toBe("ForbiddenError");
  });

  it("refuses bad input with the field named, and writes nothing", async () => {
    const otherTenantProgram = await programId(t, "Orbit Launch 2026", "orbit");
    const event = eventInput({ title: `Refused ${kind}` });
    const start = event.startTime;
    const refusals: [Record<string, unknown>, string][] = [
      [{ endTime: start }, "endTime"],
      [{ endTime: "tomorrow" }, "endTime"],
      [{ location: { link: "http://zoom.us/j/1" } }, "location.link"],
      [{ location: { link: "https://meet.example.com/x" } }, "location.link"],
      [{ topicIds: [await tagId(t, "event", "Workshop")] }, "topicIds"],
      [{ visibility: { userRoles: { is: ["Pirate"] } } }, "visibility.userRoles.is.0"],
      [{ capacity: 0 }, "capacity"],
      [{ eventType: "ONE_ON_ONE", capacity: 3 }, "capacity"],
      [{ eventType: "ONE_ON_ONE" }, "hostIds"],
      [{ eventType: "ONE_ON_ONE", status: "DRAFT", oneOnOneDates: ["2000-01-01"] }, "oneOnOneDates"],
      [{ recurrence: { frequency: "WEEKLY", count: 60 } }, "recurrence.count"],
      [
        { registrationNoticePeriod: { meetingRegistrationHasNoticePeriod: true } },
        "registrationNoticePeriod.periodValue",
      ],
    ];
    for (const [bad, field] of refusals) {
      const { body } = await gqlAs(t.app, token.staff as string, CREATE, { input: { ...event, ...bad } });
      expect([JSON.stringify(bad), errorOf(body)?.extensions?.name]).toEqual([
        JSON.stringify(bad),
        "ValidationError",
      ]);
      expect(Object.keys((errorOf(body)?.extensions?.fields as object) ?? {})).toContain(field);
    }
    // Ids of nothing, or of another organisation, read as not found (the field named).
    const unknown: [Record<string, unknown>, string][] = [
      [{ tagIds: ["00000000-0000-4000-8000-000000000000"] }, "tagIds"],
      [{ visibility: { startupPrograms: { is: [otherTenantProgram] } } }, "visibility.startupPrograms"],
      [{ hostIds: [await idOf(t, "coach@orbit.test", "orbit")] }, "hostIds"],
      [{ topicIds: [await tagId(t, "topic", "Fundraising", "orbit")] }, "topicIds"],
    ];
    for (const [bad, field] of unknown) {
      const { body } = await gqlAs(t.app, token.staff as string, CREATE, { input: { ...event, ...bad } });
      expect(errorOf(body)?.extensions).toMatchObject({ name: "NotFoundError", field });
    }
    const written = await t.database.db
      .select()
      .from(incubatorEvents)
      .where(eq(incubatorEvents.title, event.title));
    expect(written).toHaveLength(0);
    // An update refused half-way changes nothing either.
    const made = await createEvent(t, token.staff as string, {
      topicIds: [await tagId(t, "topic", "Product")],
    });
    const { body } = await gqlAs(t.app, token.staff as string, UPDATE, {
      id: made.id,
      input: { title: "Changed", topicIds: ["00000000-0000-4000-8000-000000000000"] },
    });
    expect(errorOf(body)?.extensions).toMatchObject({ name: "NotFoundError", field: "topicIds" });
    expect(
      (await gqlAs(t.app, token.staff as string, GET, { id: made.id })).body.data?.incubatorEvent,
    ).toMatchObject({
      title: made.title,
      topics: [{ name: "Product" }],
    });
  });

  it("lists upcoming and past, by type, search, topic and tag, a page at a time", async () => {
    const marker = `Listed ${kind} ${Date.now()}`;
    const legal = await tagId(t, "topic", "Legal");
    const networking = await tagId(t, "event", "Networking");
    const day = 86_400_000;
    for (let n = 0; n < 5; n++)
      await createEvent(t, token.staff as string, {
        title: `${marker} ${n}`,
        startTime: new Date(Date.now() + (n + 1) * day).toISOString(),
        endTime: new Date(Date.now() + (n + 1) * day + 3_600_000).toISOString(),
        topicIds: n % 2 === 0 ? [legal] : [],
        tagIds: n === 1 ? [networking] : [],
      });
    await createEvent(t, token.staff as string, {
      title: `${marker} past`,
      startTime: new Date(Date.now() - 2 * day).toISOString(),
      endTime: new Date(Date.now() - 2 * day + 3_600_000).toISOString(),
    });
    const titles = async (filter: Record<string, unknown>) => {
      const { body } = await gqlAs(t.app, token.founder as string, LIST, {
        filter: { search: marker, ...filter },
      });
      expect(body.errors).toBeUndefined();
      return body.data?.incubatorEvents as { nextCursor: string | null; results: { title: string }[] };
    };
    const page1 = await titles({ first: 2 });
    expect(page1.results.map((r) => r.title)).toEqual([`${marker} 0`, `${marker} 1`]);
    const page2 = await titles({ first: 2, cursor: page1.nextCursor });
    expect(page2.results.map((r) => r.title)).toEqual([`${marker} 2`, `${marker} 3`]);
    const page3 = await titles({ first: 2, cursor: page2.nextCursor });
    expect(page3.results.map((r) => r.title)).toEqual([`${marker} 4`]);
    expect(page3.nextCursor).toBeNull();
    expect((await titles({ when: "PAST" })).results.map((r) => r.title)).toEqual([`${marker} past`]);
    expect((await titles({ topicIds: [legal] })).results).toHaveLength(3);
    expect((await titles({ tagIds: [networking] })).results.map((r) => r.title)).toEqual([`${marker} 1`]);
    expect((await titles({ eventType: "ONE_ON_ONE" })).results).toHaveLength(0);
    const bad = await gqlAs(t.app, token.founder as string, LIST, { filter: { cursor: "nonsense" } });
    expect(errorOf(bad.body)?.extensions?.fields).toHaveProperty("cursor");
  });

  it("makes a weekly series of sessions, each with its own seats, and one-to-one events with hosts", async () => {
    const series = await createEvent(t, token.staff as string, {
      title: `Series ${kind}`,
      timezone: "Europe/Paris",
      capacity: 5,
      recurrence: { frequency: "WEEKLY", count: 3 },
    });
    const rows = await t.database.db
      .select()
      .from(incubatorEvents)
      .where(eq(incubatorEvents.seriesId, series.id));
    expect(rows).toHaveLength(3);
    const starts = rows.map((r) => r.startTime.getTime()).sort();
    expect(new Date(starts[0] as number).toISOString()).toBe(series.startTime);
    expect(rows.every((r) => r.capacity === 5 && r.recurrence === "WEEKLY")).toBe(true);
    // Announced once, by the first occurrence.
    const announced = (await t.database.db.select().from(jobs).where(eq(jobs.kind, "events.publish"))).filter(
      (j) => rows.some((r) => r.id === (j.payload as { eventId: string }).eventId),
    );
    expect(announced.map((j) => (j.payload as { eventId: string }).eventId)).toEqual([series.id]);

    const coach = await idOf(t, "coach@demo.test");
    const admincoach = await idOf(t, "admincoach@demo.test");
    const oneOnOne = await createEvent(t, token.staff as string, {
      eventType: "ONE_ON_ONE",
      hostIds: [coach, admincoach],
      duration: 30,
      timeslotIncrement: 15,
      availability: { mode: "OVERLAPPING", type: "BUSINESS_HOURS", method: "HOSTS_AVAILABILITY" },
      calendarHostId: coach,
    });
    expect(oneOnOne.hosts).toEqual([
      expect.objectContaining({ id: coach }),
      expect.objectContaining({ id: admincoach }),
    ]);
    expect(oneOnOne.seatsLeft).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(incubatorEventHosts)
        .where(eq(incubatorEventHosts.eventId, oneOnOne.id)),
    ).toHaveLength(2);
    expect(
      await t.database.db
        .select()
        .from(incubatorEventTags)
        .where(eq(incubatorEventTags.eventId, oneOnOne.id)),
    ).toHaveLength(0);
  });
});
