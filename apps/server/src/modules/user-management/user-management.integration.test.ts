import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incubators, startupMembers } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, type GraphQLBody } from "../../test/harness.ts";

type Managed = {
  id: string;
  email: string;
  status: string;
  role: { id: string; type: string; label: string };
};
const ITEMS = "items { id email status role { id type label } assignedStartups { name } programs { name } }";
const errorOf = (body: GraphQLBody) => body.errors?.[0];

describe.each(databaseKinds("both"))("user management on %s", (kind) => {
  const t = useTestApp(kind);
  let admin = "";
  const find = async (search: string) =>
    dataField<{ items: Managed[] }>(
      (
        await gqlAs(t.app, admin, `query Q($s: String) { users(filter: { search: $s }) { ${ITEMS} } }`, {
          s: search,
        })
      ).body,
      "users",
    ).items[0] as Managed;
  const roleId = async (type: string) =>
    dataField<{ id: string; type: string; isCustom: boolean }[]>(
      (await gqlAs(t.app, admin, "{ roles { id type isCustom } }")).body,
      "roles",
    ).find((r) => r.type === type && !r.isCustom)?.id as string;

  beforeAll(async () => {
    admin = (await t.signIn("admin@demo.test")).token;
  }, 60_000);

  it("lists, searches and filters users, a page at a time", async () => {
    const all = await gqlAs(t.app, admin, "{ users(limit: 5) { total items { email } } }");
    const page = dataField<{ total: number; items: unknown[] }>(all.body, "users");
    // 15 of the cast, and the applications demo's 42 applicants and second evaluator.
    expect(page.total).toBe(15 + 43);
    expect(page.items).toHaveLength(5);
    const network = await gqlAs(
      t.app,
      admin,
      '{ users(filter: { categories: ["network"] }) { items { email role { type } } } }',
    );
    expect(
      dataField<{ items: { email: string }[] }>(network.body, "users")
        .items.map((u) => u.email)
        .sort(),
    ).toEqual(["expert@demo.test", "mentor@demo.test"]);
    const bad = await gqlAs(
      t.app,
      admin,
      '{ users(limit: 1000, filter: { statuses: ["sleeping"] }) { total } }',
    );
    expect(errorOf(bad.body)?.extensions?.name).toBe("ValidationError");
  });

  it("labels a cofounder alone in their startup Founder, and two cofounders Co/Founder", async () => {
    expect((await find("founder@demo")).role.label).toBe("Co/Founder");
    const second = await find("cofounder2@demo");
    const [membership] = await t.database.db
      .select()
      .from(startupMembers)
      .where(eq(startupMembers.userId, second.id));
    await t.database.db.delete(startupMembers).where(eq(startupMembers.userId, second.id));
    expect((await find("founder@demo")).role.label).toBe("Founder");
    const founder = (await t.signIn("founder@demo.test")).token;
    const me = await gqlAs(t.app, founder, "{ currentUser { role { label } } }");
    expect(me.body.data?.currentUser).toEqual({ role: { label: "Founder" } });
    if (membership) await t.database.db.insert(startupMembers).values(membership);
    expect((await find("founder@demo")).role.label).toBe("Co/Founder");
  });

  it("deactivating ends the user's sessions at once; reactivating lets them back in", async () => {
    const member = await t.signIn("community@demo.test");
    const user = await find("community@demo");
    const off = await gqlAs(t.app, admin, "mutation M($id: ID!) { deactivateUser(userId: $id) { status } }", {
      id: user.id,
    });
    expect(dataField<{ status: string }>(off.body, "deactivateUser").status).toBe("unactive");
    const after = await gqlAs(t.app, member.token, "{ currentUser { id } }");
    expect(errorOf(after.body)?.extensions?.name).toBe("AuthenticationRequiredError");
    const on = await gqlAs(t.app, admin, "mutation M($id: ID!) { reactivateUser(userId: $id) { status } }", {
      id: user.id,
    });
    expect(dataField<{ status: string }>(on.body, "reactivateUser").status).toBe("active");
    await t.signIn("community@demo.test");
  });

  it("keeps at least one active admin and refuses acting on yourself", async () => {
    const me = await find("admin@demo");
    const self = await gqlAs(t.app, admin, "mutation M($id: ID!) { deactivateUser(userId: $id) { id } }", {
      id: me.id,
    });
    expect(errorOf(self.body)?.extensions?.name).toBe("ConflictError");
    const subadmin = (await t.signIn("subadmin@demo.test")).token;
    const last = await gqlAs(t.app, subadmin, "mutation M($id: ID!) { deleteUser(userId: $id) }", {
      id: me.id,
    });
    expect(errorOf(last.body)?.message).toBe("The organisation must keep at least one active admin");
    const demoted = await gqlAs(
      t.app,
      admin,
      "mutation M($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { id } }",
      {
        u: me.id,
        r: await roleId("Staff"),
      },
    );
    expect(errorOf(demoted.body)?.message).toBe("The organisation must keep at least one active admin");
    expect((await find("admin@demo")).role.type).toBe("Admin");
  });

  it("refuses giving the System role to a person", async () => {
    const user = await find("community@demo");
    const { body } = await gqlAs(
      t.app,
      admin,
      "mutation M($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { id } }",
      {
        u: user.id,
        r: await roleId("System"),
      },
    );
    expect(errorOf(body)?.extensions?.name).toBe("ValidationError");
  });

  it("refuses an invitation or a role change beyond the plan's limit, and writes nothing", async () => {
    const [demo] = await t.database.db.select().from(incubators).where(eq(incubators.slug, "demo"));
    const plan = demo?.plan;
    if (!plan) throw new Error("the demo plan is seeded");
    await t.database.db
      .update(incubators)
      .set({ plan: { ...plan, limits: { ...plan.limits, network: 2 } } })
      .where(eq(incubators.slug, "demo"));
    const invite = await gqlAs(
      t.app,
      admin,
      'mutation { inviteUser(input: { email: "new.mentor@demo.test", roleType: "Mentor" }) { id } }',
    );
    expect(errorOf(invite.body)?.extensions).toMatchObject({
      name: "LimitReachedError",
      limit: "network",
      max: 2,
      current: 2,
    });
    const user = await find("community@demo");
    const change = await gqlAs(
      t.app,
      admin,
      "mutation M($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { id } }",
      {
        u: user.id,
        r: await roleId("Mentor"),
      },
    );
    expect(errorOf(change.body)?.extensions?.name).toBe("LimitReachedError");
    expect((await find("community@demo")).role.type).toBe("CommunityMember");
    await t.database.db.update(incubators).set({ plan }).where(eq(incubators.slug, "demo"));
    const ok = await gqlAs(
      t.app,
      admin,
      'mutation { inviteUser(input: { email: "new.mentor@demo.test", roleType: "Mentor" }) { roleType } }',
    );
    expect(dataField<{ roleType: string }>(ok.body, "inviteUser").roleType).toBe("Mentor");
  });

  it("assigns startups and programmes, and refuses unknown ones", async () => {
    const coach = await find("coach@demo");
    const startups = dataField<{ id: string; name: string }[]>(
      (await gqlAs(t.app, admin, "{ startups { id name } }")).body,
      "startups",
    );
    const programs = dataField<{ id: string; name: string }[]>(
      (await gqlAs(t.app, admin, "{ programs { id name } }")).body,
      "programs",
    );
    const assigned = await gqlAs(
      t.app,
      admin,
      `mutation M($u: ID!, $s: [ID!]!) { setUserAssignedStartups(userId: $u, startupIds: $s) { assignedStartups { name } } }`,
      {
        u: coach.id,
        s: startups.filter((s) => ["GreenLoop", "Nimbus Analytics"].includes(s.name)).map((s) => s.id),
      },
    );
    expect(
      dataField<{ assignedStartups: { name: string }[] }>(assigned.body, "setUserAssignedStartups")
        .assignedStartups,
    ).toEqual([{ name: "GreenLoop" }, { name: "Nimbus Analytics" }]);
    const inPrograms = await gqlAs(
      t.app,
      admin,
      "mutation M($u: ID!, $p: [ID!]!) { setUserPrograms(userId: $u, programIds: $p) { programs { name } } }",
      {
        u: coach.id,
        p: programs.filter((p) => p.name === "Pre-seed Track").map((p) => p.id),
      },
    );
    expect(dataField<{ programs: { name: string }[] }>(inPrograms.body, "setUserPrograms").programs).toEqual([
      { name: "Pre-seed Track" },
    ]);
    const unknown = await gqlAs(
      t.app,
      admin,
      'mutation M($u: ID!) { setUserAssignedStartups(userId: $u, startupIds: ["not-an-id"]) { id } }',
      { u: coach.id },
    );
    expect(errorOf(unknown.body)?.extensions?.name).toBe("NotFoundError");
    expect((await find("coach@demo")).id).toBe(coach.id);
  });

  it("lets a member delete their own account only when the organisation allows it, with their password", async () => {
    const applicant = await t.signIn("applicant@demo.test");
    const del = (password: string) =>
      gqlAs(t.app, applicant.token, "mutation M($p: String!) { deleteOwnAccount(password: $p) }", {
        p: password,
      });
    expect(errorOf((await del("Password123!")).body)?.extensions?.name).toBe("ConflictError");
    await t.database.db
      .update(incubators)
      .set({ allowUserSelfDelete: true })
      .where(eq(incubators.slug, "demo"));
    expect(errorOf((await del("wrong")).body)?.extensions?.fields).toEqual({ password: "Wrong password" });
    expect((await del("Password123!")).body.data?.deleteOwnAccount).toBe(true);
    const after = await gqlAs(t.app, applicant.token, "{ currentUser { id } }");
    expect(errorOf(after.body)?.extensions?.name).toBe("AuthenticationRequiredError");
    const me = await find("admin@demo");
    const last = await gqlAs(t.app, admin, 'mutation { deleteOwnAccount(password: "Password123!") }');
    expect(errorOf(last.body)?.message).toBe("The organisation must keep at least one active admin");
    expect((await find("admin@demo")).id).toBe(me.id);
    await t.database.db
      .update(incubators)
      .set({ allowUserSelfDelete: false })
      .where(eq(incubators.slug, "demo"));
  });

  it("applies a role change to the user's open session at once", async () => {
    const member = await t.signIn("community@demo.test");
    const user = await find("community@demo");
    const before = await gqlAs(t.app, member.token, "{ users { total } }");
    expect(errorOf(before.body)?.extensions?.name).toBe("ForbiddenError");
    await gqlAs(
      t.app,
      admin,
      "mutation M($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { id } }",
      { u: user.id, r: await roleId("Staff") },
    );
    const after = await gqlAs(t.app, member.token, "{ users { total } currentUser { role { type } } }");
    expect(after.body.errors).toBeUndefined();
    await gqlAs(
      t.app,
      admin,
      "mutation M($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { id } }",
      {
        u: user.id,
        r: await roleId("CommunityMember"),
      },
    );
  });
});

describe.each(databaseKinds("sql"))("visibility of the startup and community lists on %s", (kind) => {
  const t = useTestApp(kind);

  const startupsOf = async (token: string) =>
    dataField<{ name: string }[]>((await gqlAs(t.app, token, "{ startups { name } }")).body, "startups").map(
      (s) => s.name,
    );
  const communityOf = async (token: string) =>
    dataField<{ total: number; items: { fullName: string; roleLabel: string }[] }>(
      (await gqlAs(t.app, token, "{ community(limit: 100) { total items { fullName roleLabel } } }")).body,
      "community",
    );

  it("follows each role's visibility: ALL, ASSIGNED, NONE", async () => {
    const admin = (await t.signIn("admin@demo.test")).token;
    const founder = (await t.signIn("founder@demo.test")).token;
    const mentor = (await t.signIn("mentor@demo.test")).token;
    const community = (await t.signIn("community@demo.test")).token;
    const applicant = (await t.signIn("applicant@demo.test")).token;
    // Demo Accelerator has 14 startups (startups/demo-startups.ts).
    expect(await startupsOf(admin)).toHaveLength(14);
    expect(await startupsOf(founder)).toEqual(["Nimbus Analytics"]);
    expect(await startupsOf(mentor)).toEqual(["GreenLoop", "Nimbus Analytics"]);
    expect(await startupsOf(community)).toEqual([]);
    expect((await communityOf(applicant)).total).toBe(0);
    const everyone = await communityOf(founder);
    expect(everyone.items.map((p) => p.fullName)).not.toContain("Amir Applicant");
    // 15 accounts, less the applicant and the unconfirmed (pending) one, and the applications
    // demo's second evaluator (its 42 applicants are applicants).
    expect(everyone.total).toBe(14);
  });

  it("applies a role's new visibility at once: ASSIGNED people, SELECTED role types, NONE", async () => {
    const admin = (await t.signIn("admin@demo.test")).token;
    const founder = (await t.signIn("founder@demo.test")).token;
    const roles = dataField<{ id: string; type: string }[]>(
      (await gqlAs(t.app, admin, "{ roles { id type } }")).body,
      "roles",
    );
    const cofounder = roles.find((r) => r.type === "Cofounder")?.id;
    const update = (input: unknown) =>
      gqlAs(
        t.app,
        admin,
        "mutation M($id: ID!, $i: UpdateRoleInput!) { updateRole(id: $id, input: $i) { id } }",
        { id: cofounder, i: input },
      );
    await update({ userAccess: { visibilitySettings: "ASSIGNED" } });
    expect((await communityOf(founder)).items.map((p) => p.fullName).sort()).toEqual([
      "Carl Coachman",
      "Fatima Founder",
      "Margaret Hamilton",
      "Tim Berners",
    ]);
    await update({ userAccess: { visibilitySettings: "SELECTED", roles: ["Mentor", "Expert"] } });
    expect((await communityOf(founder)).items.map((p) => p.roleLabel).sort()).toEqual(["Expert", "Mentor"]);
    await update({
      userAccess: { visibilitySettings: "NONE" },
      startupAccess: { visibilitySettings: "SELECTED" },
    });
    expect((await communityOf(founder)).total).toBe(0);
    // SELECTED: the startups of the founder's programmes (Spring 2026 Cohort: their own
    // Nimbus Analytics and four others), and the Pre-seed Track's once they join it.
    const spring = ["Brightdesk", "Ledgerly", "Medisync", "Nimbus Analytics", "Parcelwise"];
    expect(await startupsOf(founder)).toEqual(spring);
    const programs = dataField<{ id: string }[]>(
      (await gqlAs(t.app, admin, "{ programs { id } }")).body,
      "programs",
    );
    const founderId = dataField<{ id: string }>(
      (await gqlAs(t.app, founder, "{ currentUser { id } }")).body,
      "currentUser",
    ).id;
    await gqlAs(
      t.app,
      admin,
      "mutation M($u: ID!, $p: [ID!]!) { setUserPrograms(userId: $u, programIds: $p) { id } }",
      {
        u: founderId,
        p: programs.map((p) => p.id),
      },
    );
    expect((await startupsOf(founder)).sort()).toEqual(
      [...spring, "Chalkline", "GreenLoop", "Quillstack"].sort(),
    );
    const me = await gqlAs(
      t.app,
      founder,
      "{ currentUser { role { userAccess { visibilitySettings } startupAccess { visibilitySettings } } } }",
    );
    expect(me.body.data?.currentUser).toEqual({
      role: { userAccess: { visibilitySettings: "NONE" }, startupAccess: { visibilitySettings: "SELECTED" } },
    });
  });
});
