import { defaultPermissions, type RoleType } from "@launchpad/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSchema } from "../../graphql/schema.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { type GraphQLBody, gql } from "../../test/harness.ts";
import type { Caller, PermissionCase, Rule } from "../../test/matrix.ts";
import { matrixFiles, permissionCases } from "../../test/matrix-cases.ts";

/**
 * The whole-schema permission matrix: every query and mutation, called as each role of
 * the demo organisation and as a user of another organisation, is allowed or refused as
 * the rule below and the documented default matrix (docs/permissions.md) say. Calls use
 * unknown ids or invalid input, so an allowed call fails later (NotFound, Validation…)
 * and writes nothing. Each module brings its rows (`modules/<domain>/<domain>.matrix.ts`,
 * test/matrix.ts); a field of the schema without a row fails the test.
 */
const CASES = permissionCases();

/** The accounts of the demo organisation, one per role type (System has no person). */
const ACCOUNTS: [local: string, role: RoleType][] = [
  ["admin", "Admin"],
  ["admincoach", "AdminCoach"],
  ["subadmin", "SubAdmin"],
  ["staff", "Staff"],
  ["coach", "Coach"],
  ["mentor", "Mentor"],
  ["expert", "Expert"],
  ["evaluator", "Evaluator"],
  ["founder", "Cofounder"],
  ["community", "CommunityMember"],
  ["applicant", "Applicant"],
];

function allowedFor(rule: Rule, role: RoleType): boolean {
  if ("public" in rule || "session" in rule || "authenticated" in rule) return true;
  if ("roles" in rule) return rule.roles.includes(role);
  const held = new Set(defaultPermissions(role).map((p) => p.key));
  if ("permission" in rule) return held.has(rule.permission);
  return rule.anyPermission.some((key) => held.has(key));
}

const REFUSALS = ["ForbiddenError", "AuthenticationRequiredError"];
const refused = (status: number, body: GraphQLBody) =>
  status === 401 ||
  status === 403 ||
  (body.errors ?? []).some((e) => REFUSALS.includes(e.extensions?.name ?? ""));

function rootFields(): string[] {
  const schema = buildSchema();
  return [schema.getQueryType(), schema.getMutationType()].flatMap((type) =>
    Object.keys(type?.getFields() ?? {}),
  );
}

describe("the permission matrix covers the schema", () => {
  it("finds the modules' case files", () => {
    expect(matrixFiles().length).toBeGreaterThan(10);
  });

  it("has a rule for every query and mutation, and none for a field that does not exist", () => {
    expect(Object.keys(CASES).sort()).toEqual(rootFields().sort());
  });
});

describe("permission matrix: every operation as every role, and as another organisation's user", () => {
  const t = useTestApp("pglite");
  const callers = new Map<string, Caller & { token: string }>();
  let foreignToken = "";

  beforeAll(async () => {
    // Minted active sessions (test/fixture.ts): signing in is the auth tests' subject, not this one's.
    for (const [local, roleType] of ACCOUNTS) {
      const { token, userId } = await t.signIn(`${local}@demo.test`);
      callers.set(local, { token, roleType, userId });
    }
    foreignToken = await t.tokenOf("admin@orbit.test", "orbit.localhost");
  }, 120_000);

  const rows = Object.entries(CASES).flatMap(([field, c]) =>
    ACCOUNTS.map(([local, role]) => ({ field, local, role, expected: allowedFor(c.rule, role) })),
  );

  it.each(rows)("$field as $role → allowed: $expected", async ({ field, local, expected }) => {
    const c = CASES[field] as PermissionCase;
    const caller = callers.get(local) as Caller & { token: string };
    const { status, body } = await gqlAs(t.app, caller.token, c.query, c.variables?.(caller));
    expect(refused(status, body), JSON.stringify(body.errors ?? body.data)).toBe(!expected);
  });

  it.each(Object.keys(CASES).filter((f) => !("public" in (CASES[f] as PermissionCase).rule)))(
    "%s is refused to a signed-in user of another organisation",
    async (field) => {
      const c = CASES[field] as PermissionCase;
      const caller = callers.get("admin") as Caller;
      const { status, body } = await gqlAs(t.app, foreignToken, c.query, c.variables?.(caller));
      expect(refused(status, body)).toBe(true);
    },
  );

  it("answers a public field to a visitor, and asks a visitor to sign in elsewhere", async () => {
    expect((await gql(t.app, "{ incubator { id } }")).body.errors).toBeUndefined();
    const { body } = await gql(t.app, "{ roles { id } }");
    expect(body.errors?.[0]?.extensions?.name).toBe("AuthenticationRequiredError");
  });
});
