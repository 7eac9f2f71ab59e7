import { randomUUID } from "node:crypto";
import { defaultPermissions, type RoleType } from "@launchpad/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { buildSchema } from "../../graphql/schema.ts";
import { gqlAs, postSignIn } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { type GraphQLBody, gql } from "../../test/harness.ts";

/**
 * The whole-schema permission matrix: every query and mutation, called as each role of
 * the demo organisation and as a user of another organisation, is allowed or refused as
 * the rule below and the documented default matrix (docs/permissions.md) say. Calls use
 * unknown ids or invalid input, so an allowed call fails later (NotFound, Validation…)
 * and writes nothing. A field of the schema without a row here fails the test.
 */
type Rule =
  | { public: true }
  | { session: true }
  | { authenticated: true }
  | { roles: RoleType[] }
  | { permission: string }
  | { anyPermission: string[] };

type Caller = { userId: string; roleType: RoleType };
type Case = { rule: Rule; query: string; variables?: (caller: Caller) => Record<string, unknown> };

const ADMIN_GROUP: RoleType[] = ["Admin", "AdminCoach"];
const nobody = randomUUID();
const settingsInput = {
  name: "",
  currency: "USD",
  timezone: "UTC",
  defaultLanguage: "en",
  allowUserSelfDelete: false,
  customLogin: { active: false },
};
const badPalette = {
  sidebar: {
    backgroundColor: "#12345",
    textColor: "#fff",
    activeItemBackgroundColor: "#fff",
    activeItemTextColor: "#fff",
    activeSubItemTextColor: "#fff",
    logoType: "WHITE",
  },
  login: { logoType: "DEFAULT" },
};

export const CASES: Record<string, Case> = {
  // Queries
  authMode: { rule: { public: true }, query: "{ authMode { __typename } }" },
  incubator: { rule: { public: true }, query: "{ incubator { id } }" },
  currentUser: { rule: { authenticated: true }, query: "{ currentUser { id role { label } } }" },
  currentUserPermissions: { rule: { authenticated: true }, query: "{ currentUserPermissions }" },
  criteriaForPermissions: {
    rule: { authenticated: true },
    query: '{ criteriaForPermissions(permissions: ["USER:EDIT"]) { key criteria } }',
  },
  isUserAuthorized: { rule: { authenticated: true }, query: '{ isUserAuthorized(permission: "USER:EDIT") }' },
  featureFlags: { rule: { authenticated: true }, query: "{ featureFlags { name } }" },
  planInfo: { rule: { authenticated: true }, query: "{ planInfo { maxFileSize } }" },
  incubatorFullPlanInfo: { rule: { roles: ADMIN_GROUP }, query: "{ incubatorFullPlanInfo { name } }" },
  incubatorSettings: { rule: { roles: ADMIN_GROUP }, query: "{ incubatorSettings { name } }" },
  roles: {
    rule: { anyPermission: ["USER_ROLES:EDIT", "USER:EDIT", "USER:INVITE"] },
    query: "{ roles { id } }",
  },
  permissionCatalogue: { rule: { permission: "USER_ROLES:EDIT" }, query: "{ permissionCatalogue { key } }" },
  users: { rule: { permission: "USER:EDIT" }, query: "{ users { total } }" },
  programs: { rule: { authenticated: true }, query: "{ programs { id } }" },
  startups: { rule: { authenticated: true }, query: "{ startups { id } }" },
  community: { rule: { authenticated: true }, query: "{ community { total } }" },
  availability: { rule: { authenticated: true }, query: "{ availability { userId } }" },
  getFreeSlotsByCustomerIds: {
    rule: { authenticated: true },
    query:
      "query Q($id: ID!) { getFreeSlotsByCustomerIds(customerIds: [$id], interval: { start: 0, end: 60 }, durationInMinutes: 30) { customerId } }",
    variables: () => ({ id: nobody }),
  },
  freeSlotsOverlappingByCustomerIds: {
    rule: { authenticated: true },
    query:
      "query Q($id: ID!) { freeSlotsOverlappingByCustomerIds(customerIds: [$id], interval: { start: 0, end: 60 }, durationInMinutes: 30) { customerIds } }",
    variables: () => ({ id: nobody }),
  },
  getProfileCoachingMeetingSettings: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { getProfileCoachingMeetingSettings(userIds: [$id]) { userId } }",
    variables: () => ({ id: nobody }),
  },
  usersByIds: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { usersByIds(ids: [$id]) { id } }",
    variables: () => ({ id: nobody }),
  },
  calendarEvents: {
    rule: { authenticated: true },
    query: "{ calendarEvents(start: 0, end: 3600) { id } }",
  },
  calendarEvent: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { calendarEvent(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  portfolio: { rule: { permission: "STARTUP_FILE:VIEW" }, query: "{ portfolio { total } }" },
  startupFile: { rule: { permission: "STARTUP_FILE:VIEW" }, query: "{ startupFile { id } }" },
  startupConnections: {
    rule: { permission: "STARTUP_FILE:VIEW" },
    query: "query Q($id: ID!) { startupConnections(startupId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  // Mutations
  updateCalendarEvent: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { updateCalendarEvent(input: { id: $id, start: 0 }) { id } }",
    variables: () => ({ id: nobody }),
  },
  updateAvailability: {
    rule: { authenticated: true },
    query:
      'mutation { updateAvailability(input: { timezone: "Mars/Olympus", weeklyHours: [], overrides: [], coachingMeetingSettings: { enabled: false, availableDurationsInMins: [], minimumNoticeHours: 0 } }) { userId } }',
  },
  cancelCalendarEvent: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { cancelCalendarEvent(id: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  createCalendarEvent: {
    rule: { authenticated: true },
    query:
      "mutation M($id: ID!) { createCalendarEvent(input: { hostIds: [$id], start: 0, durationInMinutes: 30 }) { id } }",
    variables: () => ({ id: nobody }),
  },
  signIn: {
    rule: { public: true },
    query: 'mutation { signIn(email: "nobody@demo.test", password: "wrong-password") { token } }',
  },
  upsertSession: { rule: { session: true }, query: "mutation { upsertSession { id } }" },
  logoutSession: {
    rule: { session: true },
    query: "mutation M($id: ID!) { logoutSession(sessionId: $id) }",
    variables: () => ({ id: nobody }),
  },
  resendConfirmationEmail: { rule: { authenticated: true }, query: "mutation { resendConfirmationEmail }" },
  updateUser: {
    rule: { authenticated: true },
    query: 'mutation M($id: ID!) { updateUser(id: $id, input: { timezone: "Europe/Paris" }) { id } }',
    variables: (caller) => ({ id: caller.userId }),
  },
  deleteOwnAccount: {
    rule: { authenticated: true },
    query: 'mutation { deleteOwnAccount(password: "not their password") }',
  },
  inviteUser: {
    rule: { permission: "USER:INVITE" },
    query: 'mutation { inviteUser(input: { email: "not-an-email", roleType: "Coach" }) { id } }',
  },
  updateIncubatorSettings: {
    rule: { roles: ADMIN_GROUP },
    query: "mutation M($i: IncubatorSettingsInput!) { updateIncubatorSettings(input: $i) { id } }",
    variables: () => ({ i: settingsInput }),
  },
  updateIncubatorBranding: {
    rule: { roles: ADMIN_GROUP },
    query: "mutation M($i: IncubatorBrandingInput!) { updateIncubatorBranding(input: $i) { id } }",
    variables: () => ({
      i: {
        brandPalette: badPalette,
        seo: { active: false },
        startupNameAlternative: { active: false, label: [] },
      },
    }),
  },
  createCustomRole: {
    rule: { permission: "USER_ROLES:EDIT" },
    query: 'mutation M($t: ID!) { createCustomRole(input: { label: "", templateRoleId: $t }) { id } }',
    variables: () => ({ t: nobody }),
  },
  updateRole: {
    rule: { permission: "USER_ROLES:EDIT" },
    query: "mutation M($id: ID!) { updateRole(id: $id, input: {}) { id } }",
    variables: () => ({ id: nobody }),
  },
  deleteRole: {
    rule: { permission: "USER_ROLES:EDIT" },
    query: "mutation M($id: ID!) { deleteRole(id: $id) }",
    variables: () => ({ id: nobody }),
  },
  updateRolePermissions: {
    rule: { permission: "USER_ROLES:EDIT" },
    query:
      'mutation M($id: ID!) { updateRolePermissions(roleId: $id, changes: [{ key: "NOT:A:KEY" }]) { id } }',
    variables: () => ({ id: nobody }),
  },
  changeUserRole: {
    rule: { permission: "USER_ROLES:EDIT" },
    query: "mutation M($id: ID!) { changeUserRole(userId: $id, roleId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  deactivateUser: {
    rule: { permission: "USER:EDIT" },
    query: "mutation M($id: ID!) { deactivateUser(userId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  reactivateUser: {
    rule: { permission: "USER:EDIT" },
    query: "mutation M($id: ID!) { reactivateUser(userId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  deleteUser: {
    rule: { permission: "USER:EDIT" },
    query: "mutation M($id: ID!) { deleteUser(userId: $id) }",
    variables: () => ({ id: nobody }),
  },
  setUserAssignedStartups: {
    rule: { permission: "STARTUP/ASSIGNATION_MEMBERS:EDIT" },
    query: "mutation M($id: ID!) { setUserAssignedStartups(userId: $id, startupIds: []) { id } }",
    variables: () => ({ id: nobody }),
  },
  setUserPrograms: {
    rule: { permission: "USER:EDIT" },
    query: "mutation M($id: ID!) { setUserPrograms(userId: $id, programIds: []) { id } }",
    variables: () => ({ id: nobody }),
  },
};

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
  it("has a rule for every query and mutation, and none for a field that does not exist", () => {
    expect(Object.keys(CASES).sort()).toEqual(rootFields().sort());
  });
});

describe("permission matrix: every operation as every role, and as another organisation's user", () => {
  const t = useTestApp("pglite");
  const callers = new Map<string, Caller & { token: string }>();
  let foreignToken = "";

  beforeAll(async () => {
    for (const [local, roleType] of ACCOUNTS) {
      const { body } = await postSignIn(t.app, `${local}@demo.test`);
      const token = body.token as string;
      await gqlAs(t.app, token, "mutation { upsertSession { id } }");
      callers.set(local, { token, roleType, userId: (body.user as { id: string }).id });
    }
    const foreign = await postSignIn(t.app, "admin@orbit.test", undefined, "orbit.localhost");
    foreignToken = foreign.body.token as string;
    await gqlAs(t.app, foreignToken, "mutation { upsertSession { id } }", undefined, "orbit.localhost");
  }, 120_000);

  const rows = Object.entries(CASES).flatMap(([field, c]) =>
    ACCOUNTS.map(([local, role]) => ({ field, local, role, expected: allowedFor(c.rule, role) })),
  );

  it.each(rows)("$field as $role → allowed: $expected", async ({ field, local, expected }) => {
    const c = CASES[field] as Case;
    const caller = callers.get(local) as Caller & { token: string };
    const { status, body } = await gqlAs(t.app, caller.token, c.query, c.variables?.(caller));
    expect(refused(status, body), JSON.stringify(body.errors ?? body.data)).toBe(!expected);
  });

  it.each(Object.keys(CASES).filter((f) => !("public" in (CASES[f] as Case).rule)))(
    "%s is refused to a signed-in user of another organisation",
    async (field) => {
      const c = CASES[field] as Case;
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
