import { and, eq } from "drizzle-orm";
import {
  type GraphQLArgument,
  type GraphQLInputType,
  getNamedType,
  isInputObjectType,
  isScalarType,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import {
  incubators,
  meetingAttendees,
  meetings,
  programs,
  roles,
  sessions,
  startups,
  users,
} from "../../db/schema/index.ts";
import { buildSchema } from "../../graphql/schema.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import type { GraphQLBody } from "../../test/harness.ts";

/**
 * The tenant matrix: every query and mutation that takes an id (directly or inside an
 * input) is called by an admin of the demo organisation with the ids of Orbit Labs' rows.
 * Each must answer as if the row did not exist, and change nothing. A new operation with
 * an id argument and no case here fails the test.
 */
type ForeignIds = {
  user: string;
  role: string;
  customRole: string;
  startup: string;
  program: string;
  session: string;
  demoUser: string;
  meeting: string;
};
type Case = {
  query: string;
  variables: (ids: ForeignIds) => Record<string, unknown>;
  /** How "not found" shows: an error named NotFoundError (default), or an answer that holds nothing. */
  expectData?: (data: Record<string, unknown>, ids: ForeignIds) => void;
};

const CASES: Record<string, Case> = {
  logoutSession: {
    query: "mutation M($id: ID!) { logoutSession(sessionId: $id) }",
    variables: (i) => ({ id: i.session }),
  },
  updateUser: {
    query: 'mutation M($id: ID!) { updateUser(id: $id, input: { timezone: "UTC" }) { id } }',
    variables: (i) => ({ id: i.user }),
  },
  updateRole: {
    query: 'mutation M($id: ID!) { updateRole(id: $id, input: { label: "Taken over" }) { id } }',
    variables: (i) => ({ id: i.customRole }),
  },
  deleteRole: {
    query: "mutation M($id: ID!) { deleteRole(id: $id) }",
    variables: (i) => ({ id: i.customRole }),
  },
  updateRolePermissions: {
    query:
      'mutation M($id: ID!) { updateRolePermissions(roleId: $id, changes: [{ key: "USER:EDIT", criteria: "ALL" }]) { id } }',
    variables: (i) => ({ id: i.role }),
  },
  createCustomRole: {
    query:
      'mutation M($id: ID!) { createCustomRole(input: { label: "From a foreign template", templateRoleId: $id }) { id } }',
    variables: (i) => ({ id: i.role }),
  },
  changeUserRole: {
    query: "mutation M($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { id } }",
    variables: (i) => ({ u: i.user, r: i.role }),
  },
  deactivateUser: {
    query: "mutation M($id: ID!) { deactivateUser(userId: $id) { id } }",
    variables: (i) => ({ id: i.user }),
  },
  reactivateUser: {
    query: "mutation M($id: ID!) { reactivateUser(userId: $id) { id } }",
    variables: (i) => ({ id: i.user }),
  },
  deleteUser: {
    query: "mutation M($id: ID!) { deleteUser(userId: $id) }",
    variables: (i) => ({ id: i.user }),
  },
  setUserAssignedStartups: {
    query: "mutation M($u: ID!, $s: [ID!]!) { setUserAssignedStartups(userId: $u, startupIds: $s) { id } }",
    variables: (i) => ({ u: i.demoUser, s: [i.startup] }),
  },
  setUserPrograms: {
    query: "mutation M($u: ID!, $p: [ID!]!) { setUserPrograms(userId: $u, programIds: $p) { id } }",
    variables: (i) => ({ u: i.demoUser, p: [i.program] }),
  },
  inviteUser: {
    query: 'mutation M($r: ID!) { inviteUser(input: { email: "someone-new@demo.test", roleId: $r }) { id } }',
    variables: (i) => ({ r: i.role }),
  },
  upsertSession: {
    // The session is always the token's own: a foreign id is ignored, never touched.
    query: "mutation M($id: ID) { upsertSession(sessionId: $id) { id } }",
    variables: (i) => ({ id: i.session }),
    expectData: (data, i) => expect((data.upsertSession as { id: string }).id).not.toBe(i.session),
  },
  availability: {
    query: "query Q($id: ID!) { availability(userId: $id) { userId } }",
    variables: (i) => ({ id: i.user }),
  },
  updateAvailability: {
    query:
      'mutation M($id: ID!) { updateAvailability(userId: $id, input: { timezone: "UTC", weeklyHours: [], overrides: [], coachingMeetingSettings: { enabled: false, availableDurationsInMins: [], minimumNoticeHours: 0 } }) { userId } }',
    variables: (i) => ({ id: i.user }),
  },
  getFreeSlotsByCustomerIds: {
    query:
      "query Q($id: ID!) { getFreeSlotsByCustomerIds(customerIds: [$id], interval: { start: 0, end: 3600 }, durationInMinutes: 30) { customerId } }",
    variables: (i) => ({ id: i.user }),
  },
  // A foreign meeting cannot be left out of a demo host's busy time either.
  "getFreeSlotsByCustomerIds.excludeEventId": {
    query:
      "query Q($h: ID!, $m: ID) { getFreeSlotsByCustomerIds(customerIds: [$h], interval: { start: 0, end: 3600 }, durationInMinutes: 30, excludeEventId: $m) { customerId } }",
    variables: (i) => ({ h: i.demoUser, m: i.meeting }),
  },
  freeSlotsOverlappingByCustomerIds: {
    query:
      "query Q($id: ID!) { freeSlotsOverlappingByCustomerIds(customerIds: [$id], interval: { start: 0, end: 3600 }, durationInMinutes: 30) { customerIds } }",
    variables: (i) => ({ id: i.user }),
  },
  getProfileCoachingMeetingSettings: {
    query: "query Q($id: ID!) { getProfileCoachingMeetingSettings(userIds: [$id]) { userId } }",
    variables: (i) => ({ id: i.user }),
  },
  usersByIds: {
    query: "query Q($id: ID!) { usersByIds(ids: [$id]) { id } }",
    variables: (i) => ({ id: i.user }),
    expectData: (data) => expect(data.usersByIds).toEqual([]),
  },
  cancelCalendarEvent: {
    query: "mutation M($id: ID!) { cancelCalendarEvent(id: $id) { id } }",
    variables: (i) => ({ id: i.meeting }),
  },
  createCalendarEvent: {
    query:
      "mutation M($id: ID!) { createCalendarEvent(input: { hostIds: [$id], start: 2000000000, durationInMinutes: 30 }) { id } }",
    variables: (i) => ({ id: i.user }),
  },
  updateCalendarEvent: {
    query: "mutation M($id: ID!) { updateCalendarEvent(input: { id: $id, start: 2000000000 }) { id } }",
    variables: (i) => ({ id: i.meeting }),
  },
  calendarEvent: {
    query: "query Q($id: ID!) { calendarEvent(id: $id) { id } }",
    variables: (i) => ({ id: i.meeting }),
    expectData: (data) => expect(data.calendarEvent).toBeNull(),
  },
  calendarEvents: {
    query:
      "query Q($id: ID!) { calendarEvents(customerIds: [$id], start: 1893456000, end: 1924992000) { id } }",
    variables: (i) => ({ id: i.user }),
  },
  startupFile: {
    query: "query Q($id: ID!) { startupFile(id: $id) { id } }",
    variables: (i) => ({ id: i.startup }),
    expectData: (data) => expect(data.startupFile).toBeNull(),
  },
  startupConnections: {
    query: "query Q($id: ID!) { startupConnections(startupId: $id) { id } }",
    variables: (i) => ({ id: i.startup }),
  },
  users: {
    query: "query Q($r: [ID!]) { users(filter: { roleIds: $r }) { total } }",
    variables: (i) => ({ r: [i.role] }),
    expectData: (data) => expect(data.users).toEqual({ total: 0 }),
  },
  isUserAuthorized: {
    query:
      'query Q($s: String) { isUserAuthorized(permission: "STARTUP_FILE:VIEW", data: [{ key: "startupId", value: $s }]) }',
    variables: (i) => ({ s: i.startup }),
    expectData: (data) => expect(data.isUserAuthorized).toBe(false),
  },
};

/** Whether an argument's type is, or contains, an ID (isUserAuthorized's data values are ids too). */
function takesId(type: GraphQLInputType, seen = new Set<string>()): boolean {
  const named = getNamedType(type);
  if (isScalarType(named)) return named.name === "ID";
  if (!isInputObjectType(named) || seen.has(named.name)) return false;
  seen.add(named.name);
  if (named.name === "KeyValueInput") return true;
  return Object.values(named.getFields()).some((f) => takesId(f.type, seen));
}

function operationsTakingIds(): string[] {
  const schema = buildSchema();
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.values(type?.getFields() ?? {})
      .filter((field) => field.args.some((arg: GraphQLArgument) => takesId(arg.type)))
      .map((field) => field.name),
  );
}

describe("tenant matrix", () => {
  /** A meeting of Orbit Labs (its coach with its founder), written straight to the database. */
  async function orbitMeeting(incubatorId: string, hostId: string, startupId: string): Promise<string> {
    const [founder] = await t.database.db.select().from(users).where(eq(users.email, "founder@orbit.test"));
    const startsAt = new Date(Date.UTC(2030, 0, 7, 15));
    const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
    const [meeting] = await t.database.db
      .insert(meetings)
      .values({
        incubatorId,
        organizerId: hostId,
        bookerId: founder?.id ?? "",
        startupId,
        startsAt,
        endsAt,
        summary: "Orbit",
        uid: "orbit-meeting@launchpad",
      })
      .returning();
    await t.database.db
      .insert(meetingAttendees)
      .values([
        { incubatorId, meetingId: meeting?.id ?? "", userId: hostId, isHost: true, startsAt, endsAt },
      ]);
    return meeting?.id ?? "";
  }
  const t = useTestApp("pglite");
  let token = "";
  let ids: ForeignIds;

  beforeAll(async () => {
    const db = t.database.db;
    const [orbit] = await db.select().from(incubators).where(eq(incubators.slug, "orbit"));
    const orbitId = orbit?.id ?? "";
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.incubatorId, orbitId), eq(users.email, "coach@orbit.test")));
    const [role] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.incubatorId, orbitId), eq(roles.type, "Mentor")));
    const [custom] = await db
      .insert(roles)
      .values({
        incubatorId: orbitId,
        type: "Mentor",
        label: "Orbit advisor",
        isCustom: true,
        userAccess: { roles: [], visibilitySettings: "ALL" },
        startupAccess: { visibilitySettings: "ASSIGNED" },
      })
      .returning();
    const [startup] = await db.select().from(startups).where(eq(startups.incubatorId, orbitId));
    const [program] = await db.select().from(programs).where(eq(programs.incubatorId, orbitId));
    const foreign = await t.signIn("coach@orbit.test", "orbit.localhost");
    const demo = await t.signIn("admin@demo.test");
    token = demo.token;
    const [demoCoach] = await db.select().from(users).where(eq(users.email, "coach@demo.test"));
    ids = {
      user: user?.id ?? "",
      role: role?.id ?? "",
      customRole: custom?.id ?? "",
      startup: startup?.id ?? "",
      program: program?.id ?? "",
      session: foreign.sessionId,
      demoUser: demoCoach?.id ?? "",
      meeting: await orbitMeeting(orbitId, user?.id ?? "", startup?.id ?? ""),
    };
  }, 60_000);

  it("has a case for every operation that takes an id", () => {
    // A case named "field.argument" covers one more argument of that field.
    const covered = [...new Set(Object.keys(CASES).map((name) => name.split(".")[0]))];
    expect(covered.sort()).toEqual(operationsTakingIds().sort());
  });

  it.each(Object.keys(CASES))("%s with another organisation's ids reads as not found", async (field) => {
    const c = CASES[field] as Case;
    const { body } = (await gqlAs(t.app, token, c.query, c.variables(ids))) as { body: GraphQLBody };
    if (c.expectData) {
      expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
      c.expectData(body.data ?? {}, ids);
    } else {
      expect(body.errors?.[0]?.extensions?.name, JSON.stringify(body)).toBe("NotFoundError");
    }
  });

  it("changed nothing of the other organisation", async () => {
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, ids.user));
    expect(user?.status).toBe("active");
    expect(user?.timezone).toBe("America/New_York");
    const [custom] = await db.select().from(roles).where(eq(roles.id, ids.customRole));
    expect(custom?.label).toBe("Orbit advisor");
    const [mentor] = await db.select().from(roles).where(eq(roles.id, ids.role));
    expect(mentor?.permissions.some((p) => p.key === "USER:EDIT")).toBe(false);
    const [session] = await db.select().from(sessions).where(eq(sessions.id, ids.session));
    expect(session?.endedAt ?? null).toBeNull();
    const [meeting] = await db.select().from(meetings).where(eq(meetings.id, ids.meeting));
    expect(meeting?.status).toBe("confirmed");
  });
});
