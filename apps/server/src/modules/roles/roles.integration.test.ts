import { beforeAll, describe, expect, it } from "vitest";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, dataField, type GraphQLBody } from "../../test/harness.ts";
import { firstResult, publishUntil, wsClient } from "../../test/ws-client.ts";

type Role = {
  id: string;
  type: string;
  label: string;
  isCustom: boolean;
  userCount: number;
  permissions: { key: string; criteria: string }[];
};
const ROLES = "{ roles { id type label isCustom userCount permissions { key criteria } } }";
const errorOf = (body: GraphQLBody) => body.errors?.[0];

describe.each(databaseKinds("both"))("roles and permissions on %s", (kind) => {
  const t = useTestApp(kind);
  let admin = "";
  const roleOf = async (type: string, custom = false) =>
    dataField<Role[]>((await gqlAs(t.app, admin, ROLES)).body, "roles").find(
      (r) => r.type === type && r.isCustom === custom,
    ) as Role;

  beforeAll(async () => {
    admin = (await t.signIn("admin@demo.test")).token;
  }, 60_000);

  it("lists the twelve built-in roles with their holders", async () => {
    const roles = dataField<Role[]>((await gqlAs(t.app, admin, ROLES)).body, "roles");
    expect(roles.filter((r) => !r.isCustom)).toHaveLength(12);
    expect(roles.find((r) => r.type === "Cofounder")?.userCount).toBe(4);
  });

  it("creates a custom role from a template, which a user then holds with immediate effect", async () => {
    const community = await roleOf("CommunityMember");
    const created = await gqlAs(
      t.app,
      admin,
      'mutation M($t: ID!) { createCustomRole(input: { label: "Alumni", templateRoleId: $t }) { id type label isCustom permissions { key } } }',
      { t: community.id },
    );
    const role = dataField<Role>(created.body, "createCustomRole");
    expect(role).toMatchObject({ type: "CommunityMember", label: "Alumni", isCustom: true });
    expect(role.permissions.map((p) => p.key).sort()).toEqual(community.permissions.map((p) => p.key).sort());

    const member = await t.signIn("community@demo.test");
    const users = await gqlAs(
      t.app,
      admin,
      '{ users(filter: { search: "community@demo" }) { items { id } } }',
    );
    const userId = dataField<{ items: { id: string }[] }>(users.body, "users").items[0]?.id;
    await gqlAs(
      t.app,
      admin,
      'mutation M($id: ID!) { updateRolePermissions(roleId: $id, changes: [{ key: "EVENT:CREATE", criteria: "ALL" }]) { id } }',
      { id: role.id },
    );
    const changed = await gqlAs(
      t.app,
      admin,
      "mutation M($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { role { label } } }",
      { u: userId, r: role.id },
    );
    expect(dataField<{ role: { label: string } }>(changed.body, "changeUserRole").role.label).toBe("Alumni");
    const keys = await gqlAs(t.app, member.token, "{ currentUserPermissions }");
    expect(dataField<string[]>(keys.body, "currentUserPermissions")).toContain("EVENT:CREATE");

    const refused = await gqlAs(t.app, admin, "mutation M($id: ID!) { deleteRole(id: $id) }", {
      id: role.id,
    });
    expect(errorOf(refused.body)?.extensions?.name).toBe("ConflictError");
    await gqlAs(
      t.app,
      admin,
      "mutation M($u: ID!, $r: ID!) { changeUserRole(userId: $u, roleId: $r) { id } }",
      { u: userId, r: community.id },
    );
    const deleted = await gqlAs(t.app, admin, "mutation M($id: ID!) { deleteRole(id: $id) }", {
      id: role.id,
    });
    expect(deleted.body.data?.deleteRole).toBe(true);
  });

  it("refuses custom roles outside the plan, with the plan's message", async () => {
    const orbitAdmin = (await t.signIn("admin@orbit.test", "orbit.localhost")).token;
    const roles = await gqlAs(t.app, orbitAdmin, ROLES, undefined, "orbit.localhost");
    const coach = dataField<Role[]>(roles.body, "roles").find((r) => r.type === "Coach") as Role;
    const { body } = await gqlAs(
      t.app,
      orbitAdmin,
      'mutation M($t: ID!) { createCustomRole(input: { label: "Lead coach", templateRoleId: $t }) { id } }',
      { t: coach.id },
      "orbit.localhost",
    );
    expect(errorOf(body)?.message).toBe("This feature is not available in your selected plan");
    expect(errorOf(body)?.extensions).toMatchObject({ name: "ForbiddenError", reason: "PLAN" });
  });

  it("refuses bad permission changes and writes nothing", async () => {
    const coach = await roleOf("Coach");
    const set = (roleId: string, changes: unknown) =>
      gqlAs(
        t.app,
        admin,
        "mutation M($id: ID!, $c: [PermissionChangeInput!]!) { updateRolePermissions(roleId: $id, changes: $c) { id } }",
        { id: roleId, c: changes },
      );
    const unknown = await set(coach.id, [
      { key: "EVENT:CREATE", criteria: null },
      { key: "NOT:A:KEY", criteria: "ALL" },
    ]);
    expect(errorOf(unknown.body)?.extensions?.fields).toEqual({
      "changes.1.key": "Unknown permission: NOT:A:KEY",
    });
    const assigned = await set(coach.id, [{ key: "EVENT:CREATE", criteria: "ASSIGNED" }]);
    expect(errorOf(assigned.body)?.extensions?.name).toBe("ValidationError");
    const system = await roleOf("System");
    const onSystem = await set(system.id, [{ key: "EVENT:CREATE", criteria: "ALL" }]);
    expect(errorOf(onSystem.body)?.message).toBe("The System role cannot be edited");
    const adminRole = await roleOf("Admin");
    const lockout = await set(adminRole.id, [{ key: "USER_ROLES:EDIT", criteria: null }]);
    expect(errorOf(lockout.body)?.message).toBe("The Admin role always keeps USER_ROLES:EDIT");
    expect((await roleOf("Coach")).permissions).toEqual(coach.permissions);
    expect((await roleOf("Admin")).permissions).toEqual(adminRole.permissions);
  });

  it("refuses editing the System role's visibility and renaming built-in roles", async () => {
    const system = await roleOf("System");
    const q = "mutation M($id: ID!, $i: UpdateRoleInput!) { updateRole(id: $id, input: $i) { id } }";
    const a = await gqlAs(t.app, admin, q, {
      id: system.id,
      i: { startupAccess: { visibilitySettings: "ALL" } },
    });
    expect(errorOf(a.body)?.message).toBe("The System role cannot be edited");
    const coach = await roleOf("Coach");
    const b = await gqlAs(t.app, admin, q, { id: coach.id, i: { label: "Trainer" } });
    expect(errorOf(b.body)?.extensions?.fields).toEqual({ label: "Built-in roles keep their label" });
    const c = await gqlAs(t.app, admin, q, {
      id: coach.id,
      i: { userAccess: { visibilitySettings: "SOME" } },
    });
    expect(errorOf(c.body)?.extensions?.name).toBe("ValidationError");
  });

  it("answers isUserAuthorized with the ASSIGNED scope: own and assigned startups only", async () => {
    const founder = (await t.signIn("founder@demo.test")).token;
    const startups = dataField<{ id: string; name: string }[]>(
      (await gqlAs(t.app, admin, "{ startups { id name } }")).body,
      "startups",
    );
    const id = (name: string) => startups.find((s) => s.name === name)?.id;
    const ask = (token: string, startupId: string | undefined) =>
      gqlAs(
        t.app,
        token,
        'query Q($s: String) { isUserAuthorized(permission: "STARTUP_FILE:VIEW", data: [{ key: "startupId", value: $s }, { key: "userId", value: "" }]) }',
        { s: startupId },
      );
    expect((await ask(founder, id("Nimbus Analytics"))).body.data?.isUserAuthorized).toBe(true);
    expect((await ask(founder, id("GreenLoop"))).body.data?.isUserAuthorized).toBe(false);
    const coach = (await t.signIn("coach@demo.test")).token;
    expect((await ask(coach, id("Nimbus Analytics"))).body.data?.isUserAuthorized).toBe(true);
    expect((await ask(coach, id("GreenLoop"))).body.data?.isUserAuthorized).toBe(false);
    expect((await ask(admin, id("GreenLoop"))).body.data?.isUserAuthorized).toBe(true);
    const bad = await gqlAs(t.app, founder, '{ isUserAuthorized(permission: "NOPE") }');
    expect(errorOf(bad.body)?.extensions?.name).toBe("ValidationError");
  });

  it("tells the holders of a changed role, and only them, through accessChanged", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    const member = await t.signIn("community@demo.test");
    const coach = await t.signIn("coach@demo.test");
    const memberClient = wsClient(port, { authorization: `Bearer ${member.token}` });
    const coachClient = wsClient(port, { authorization: `Bearer ${coach.token}` });
    const heard = firstResult<{ data: { accessChanged: { reason: string } } }>(
      memberClient,
      "subscription { accessChanged { reason } }",
    );
    let coachHeard = false;
    void firstResult(coachClient, "subscription { accessChanged { reason } }").then(() => {
      coachHeard = true;
    });
    const community = await roleOf("CommunityMember");
    const received = await publishUntil(heard, () => {
      void gqlAs(
        t.app,
        admin,
        'mutation M($id: ID!) { updateRole(id: $id, input: { startupAccess: { visibilitySettings: "NONE" } }) { id } }',
        {
          id: community.id,
        },
      );
    });
    expect(received).toEqual({ data: { accessChanged: { reason: "PERMISSIONS_CHANGED" } } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(coachHeard).toBe(false);
    await Promise.all([memberClient.dispose(), coachClient.dispose()]);
  });
});
