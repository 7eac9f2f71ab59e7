import { STARTUP_LIMIT_MESSAGE } from "@launchpad/domain/startups";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { incubators, roles, startupAssignments, startups, users } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";

/**
 * Issue 18, lane A: creating a startup under the plan's limit (10 at once), the company
 * profile's rules, members with roles and connections, on both database kinds.
 */
const CREATE = `mutation C($input: CreateStartupInput!) { createStartup(input: $input) {
  id name viewerIsMember people { id role } programs { id } viewerRights { mayEditName mayEditMembers mayEditConnections } } }`;
const FILE = `query F($id: ID) { startupFile(id: $id) { id name website foundingYear description
  people { id role user { fullName } } viewerRights { mayEditName mayEditProfile mayEditMembers mayEditConnections } } }`;
const UPDATE = `mutation U($id: ID!, $input: UpdateStartupInput!) { updateStartup(id: $id, input: $input) {
  id name website foundingYear description } }`;
const ADD = `mutation A($id: ID!, $user: ID!, $role: String) { addStartupMember(startupId: $id, userId: $user, role: $role) { people { id role } } }`;
const REMOVE = `mutation R($id: ID!, $user: ID!) { removeStartupMember(startupId: $id, userId: $user) { people { id } } }`;
const CONNECT = `mutation S($id: ID!, $user: ID!, $m: Int!) { setStartupConnection(startupId: $id, userId: $user, minutesAllocated: $m) { assignedUser { id } minutesAllocated } }`;

const errorOf = (body: GraphQLBody) => body.errors?.[0]?.extensions as Record<string, unknown> | undefined;
const ok = (body: GraphQLBody) => {
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return (body.data ?? {}) as Record<string, Record<string, unknown>>;
};

describe.each(databaseKinds("both"))("startup creation and company on %s", (kind) => {
  const t = useTestApp(kind);
  const call = async (token: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, token, query, variables)).body as GraphQLBody;

  async function demoTenant() {
    const [row] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    if (!row) throw new Error("no demo tenant");
    return row;
  }
  /** A new user of a built-in role type of the demo tenant. */
  async function makeUser(type: string, local: string) {
    const tenant = await demoTenant();
    const email = `${local}-${Math.random().toString(36).slice(2, 8)}@example.test`;
    const [role] = await t.database.db
      .select()
      .from(roles)
      .where(and(eq(roles.incubatorId, tenant.id), sql`${roles.type} = ${type}`, eq(roles.isCustom, false)));
    const [user] = await t.database.db
      .insert(users)
      .values({
        incubatorId: tenant.id,
        roleId: role?.id ?? "",
        email,
        firstName: "Nia",
        lastName: local,
        status: "active",
        validated: true,
      })
      .returning({ id: users.id });
    return { id: user?.id ?? "", email };
  }
  async function setStartupLimit(max: number) {
    const tenant = await demoTenant();
    const plan = tenant.plan ?? (await import("@launchpad/domain")).DEFAULT_PLAN;
    await t.database.db
      .update(incubators)
      .set({ plan: { ...plan, limits: { ...plan.limits, startup: max } } })
      .where(eq(incubators.id, tenant.id));
  }
  const countStartups = async () => {
    const tenant = await demoTenant();
    return (await t.database.db.select().from(startups).where(eq(startups.incubatorId, tenant.id))).length;
  };

  it("a cofounder without a startup creates one as its member, once; the name is required", async () => {
    await setStartupLimit(0);
    const founder = await makeUser("Cofounder", "solo");
    const token = await t.tokenOf(founder.email);
    expect(errorOf(await call(token, CREATE, { input: { name: "  " } }))).toMatchObject({
      name: "ValidationError",
      fields: { name: "Enter the startup's name" },
    });
    const created = ok(await call(token, CREATE, { input: { name: "Solo Labs" } })).createStartup;
    expect(created).toMatchObject({ name: "Solo Labs", viewerIsMember: true, people: [{ id: founder.id }] });
    expect(created?.viewerRights).toMatchObject({
      mayEditName: true,
      mayEditMembers: true,
      mayEditConnections: false,
    });
    const own = ok(await call(token, FILE, {})).startupFile;
    expect(own?.id).toBe(created?.id);
    expect(errorOf(await call(token, CREATE, { input: { name: "Second" } }))?.name).toBe("ConflictError");
    const staffChoice = await call(token, CREATE, { input: { name: "X", memberIds: [founder.id] } });
    expect(errorOf(staffChoice)?.name).toBe("ValidationError");
  });

  it("refuses at the limit with spec-1 §5's message; 10 creations at once leave exactly max", async () => {
    const admin = await t.tokenOf("admin@demo.test");
    const before = await countStartups();
    await setStartupLimit(before + 3);
    const limits = ok(await call(admin, "{ startupLimits { max current } }")).startupLimits;
    expect(limits).toEqual({ max: before + 3, current: before });
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, n) => call(admin, CREATE, { input: { name: `Race ${n}` } })),
    );
    const refused = results.filter((r) => r.errors);
    expect(results.length - refused.length).toBe(3);
    for (const r of refused) {
      expect(r.errors?.[0]?.message).toBe(STARTUP_LIMIT_MESSAGE);
      expect(errorOf(r)?.name).toBe("LimitReachedError");
    }
    expect(await countStartups()).toBe(before + 3);
    await setStartupLimit(0);
  });

  it("the team creates for cofounders; only cofounders may be members", async () => {
    const staff = await t.tokenOf("staff@demo.test");
    const founder = await makeUser("Cofounder", "team");
    const coach = await makeUser("Coach", "nope");
    expect(errorOf(await call(staff, CREATE, { input: { name: "T", memberIds: [coach.id] } }))?.name).toBe(
      "ValidationError",
    );
    const made = ok(await call(staff, CREATE, { input: { name: "Team Made", memberIds: [founder.id] } }));
    expect(made.createStartup?.people).toEqual([{ id: founder.id, role: null }]);
    const seen = ok(await call(await t.tokenOf(founder.email), FILE, { id: made.createStartup?.id }));
    expect(seen.startupFile?.name).toBe("Team Made");
  });

  it("checks the profile: founding year 1950 to this year, a web address, the name", async () => {
    const founder = await makeUser("Cofounder", "profile");
    const token = await t.tokenOf(founder.email);
    const id = ok(await call(token, CREATE, { input: { name: "Profile Co" } })).createStartup?.id;
    const year = new Date().getUTCFullYear();
    for (const bad of [1949, year + 1]) {
      const refused = errorOf(await call(token, UPDATE, { id, input: { foundingYear: bad } }));
      expect(refused).toMatchObject({
        name: "ValidationError",
        fields: { foundingYear: `Enter a year from 1950 to ${year}` },
      });
    }
    expect(errorOf(await call(token, UPDATE, { id, input: { website: "not a site" } }))?.name).toBe(
      "ValidationError",
    );
    expect(errorOf(await call(token, UPDATE, { id, input: { name: "" } }))?.name).toBe("ValidationError");
    const saved = ok(
      await call(token, UPDATE, {
        id,
        input: {
          name: "Profile Company",
          website: "profile.example",
          foundingYear: 1950,
          description: "We build.",
        },
      }),
    ).updateStartup;
    expect(saved).toMatchObject({
      name: "Profile Company",
      website: "https://profile.example",
      foundingYear: 1950,
      description: "We build.",
    });
    const cleared = ok(
      await call(token, UPDATE, { id, input: { website: "", description: null } }),
    ).updateStartup;
    expect(cleared).toMatchObject({ website: null, description: null, foundingYear: 1950 });
    // Another cofounder outside the startup does not see it.
    const other = await t.tokenOf((await makeUser("Cofounder", "outsider")).email);
    expect(errorOf(await call(other, UPDATE, { id, input: { description: "x" } }))?.name).toBe(
      "NotFoundError",
    );
  });

  it("members: a cofounder added sees the file at once; the last member stays", async () => {
    const founder = await makeUser("Cofounder", "lead");
    const token = await t.tokenOf(founder.email);
    const id = ok(await call(token, CREATE, { input: { name: "Members Co" } })).createStartup?.id;
    const joiner = await makeUser("Cofounder", "joiner");
    const joinerToken = await t.tokenOf(joiner.email);
    expect(ok(await call(joinerToken, FILE, { id })).startupFile).toBeNull();
    const added = ok(await call(token, ADD, { id, user: joiner.id, role: "CTO" })).addStartupMember;
    expect(added?.people).toEqual([
      { id: founder.id, role: null },
      { id: joiner.id, role: "CTO" },
    ]);
    expect(ok(await call(joinerToken, FILE, { id })).startupFile?.id).toBe(id);
    const mentor = await makeUser("Mentor", "notamember");
    expect(errorOf(await call(token, ADD, { id, user: mentor.id }))?.name).toBe("ValidationError");
    ok(await call(token, REMOVE, { id, user: joiner.id }));
    expect(errorOf(await call(token, REMOVE, { id, user: founder.id }))?.name).toBe("ConflictError");
    expect(ok(await call(joinerToken, FILE, { id })).startupFile).toBeNull();
  });

  it("connections: the team assigns supporters with hours; cofounders cannot", async () => {
    const founder = await makeUser("Cofounder", "hours");
    const token = await t.tokenOf(founder.email);
    const id = ok(await call(token, CREATE, { input: { name: "Hours Co" } })).createStartup?.id as string;
    const mentor = await makeUser("Mentor", "helper");
    const admin = await t.tokenOf("admin@demo.test");
    expect(errorOf(await call(token, CONNECT, { id, user: mentor.id, m: 60 }))?.name).toBe("ForbiddenError");
    expect(errorOf(await call(admin, CONNECT, { id, user: founder.id, m: 60 }))?.name).toBe(
      "ValidationError",
    );
    expect(errorOf(await call(admin, CONNECT, { id, user: mentor.id, m: -5 }))?.name).toBe("ValidationError");
    const list = ok(await call(admin, CONNECT, { id, user: mentor.id, m: 120 })).setStartupConnection;
    expect(list).toEqual([{ assignedUser: { id: mentor.id }, minutesAllocated: 120 }]);
    const rows = await t.database.db
      .select()
      .from(startupAssignments)
      .where(eq(startupAssignments.startupId, id));
    expect(rows.map((r) => [r.userId, r.minutesAllocated])).toEqual([[mentor.id, 120]]);
    // The mentor now sees the file (their ASSIGNED scope).
    expect(ok(await call(await t.tokenOf(mentor.email), FILE, { id })).startupFile?.id).toBe(id);
    const links = ok(
      await call(token, "query L($id: ID!) { setUpForStartupLinks(startupId: $id) { key done path } }", {
        id,
      }),
    );
    expect(links.setUpForStartupLinks).toContainEqual({
      key: "website",
      done: false,
      path: `/startup/${id}/file/company#website`,
    });
  });
});
