import { ROLE_TYPES, type RoleType } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { ACCESS, type AccessName, decideAccess } from "./access-rules.ts";

const TEAM = ["Staff", "Coach", "AdminCoach", "Admin", "SubAdmin"] as const;
const NETWORK = ["Mentor", "Expert"] as const;
const EVERY_ROLE = [...ROLE_TYPES];

/** Who may open the pages of each rule, written out role by role (spec-2 §2, docs/STATUS.md). */
const ALLOWED: Record<AccessName, readonly RoleType[]> = {
  applicationsDashboard: TEAM,
  applicationsOverview: [...TEAM, "Evaluator"],
  applicationReview: ["Applicant"],
  applicationsManager: ["Applicant"],
  startupFile: [...TEAM, ...NETWORK, "Cofounder"],
  coaching: [...TEAM, ...NETWORK],
  tasks: [...TEAM, "Cofounder", "CommunityMember"],
  othersTasks: TEAM,
  activityFeed: TEAM,
  survey: EVERY_ROLE,
  chat: EVERY_ROLE,
  calendar: [...TEAM, ...NETWORK, "Evaluator", "Cofounder", "CommunityMember"],
  availability: [...TEAM, ...NETWORK, "Evaluator"],
  eventEdit: TEAM,
  courses: EVERY_ROLE,
  setup: ["Admin", "AdminCoach", "SubAdmin", "Staff"],
  funnels: ["Admin", "AdminCoach", "SubAdmin", "Staff"],
  funnelEdit: ["Admin", "AdminCoach", "SubAdmin", "Staff"],
  industries: ["Admin", "AdminCoach", "SubAdmin", "Staff"],
  articles: ["Admin", "AdminCoach", "SubAdmin", "Staff"],
  courseBuilder: ["Admin", "AdminCoach", "SubAdmin", "Staff"],
  customFields: ["Admin", "AdminCoach", "SubAdmin", "Staff"],
  administration: ["Admin", "AdminCoach", "SubAdmin"],
  dataAssets: ["Admin", "AdminCoach", "SubAdmin"],
  settings: ["Admin", "AdminCoach"],
  userManagement: ["Admin", "AdminCoach", "SubAdmin"],
};

const cases = (Object.keys(ALLOWED) as AccessName[]).flatMap((name) =>
  ROLE_TYPES.map((role) => ({ name, role, expected: ALLOWED[name].includes(role) ? "allow" : "home" })),
);

describe("decideAccess by role", () => {
  it.each(cases)("$name as $role → $expected", ({ name, role, expected }) => {
    expect(decideAccess([ACCESS[name]], { roleType: role })).toBe(expected);
  });

  it("covers every rule", () => {
    expect(Object.keys(ALLOWED).sort()).toEqual(Object.keys(ACCESS).sort());
  });
});

describe("decideAccess order (spec-2 §2)", () => {
  it.each([
    { what: "data still loading", viewer: { roleType: "Admin", loading: true }, expected: "loading" },
    { what: "no role", viewer: { roleType: null }, expected: "hide" },
    { what: "an unknown role", viewer: { roleType: "Pirate" }, expected: "hide" },
    {
      what: "feature flag off",
      viewer: { roleType: "Admin", featureFlags: { activityFeed: false } },
      expected: "hide",
    },
    {
      what: "feature flag on",
      viewer: { roleType: "Admin", featureFlags: { activityFeed: true } },
      expected: "allow",
    },
    { what: "feature flags not served", viewer: { roleType: "Admin" }, expected: "allow" },
    {
      what: "feature flag off beats a refused role",
      viewer: { roleType: "Applicant", featureFlags: {} },
      expected: "hide",
    },
  ] as const)("activity feed with $what → $expected", ({ viewer, expected }) => {
    expect(decideAccess([ACCESS.activityFeed], viewer)).toBe(expected);
  });

  it.each([
    {
      what: "outside the plan",
      viewer: { roleType: "Admin", planFeatures: { dataAssets: false } },
      expected: "plan",
    },
    {
      what: "outside the plan, for a refused role too",
      viewer: { roleType: "Coach", planFeatures: {} },
      expected: "plan",
    },
    {
      what: "in the plan",
      viewer: { roleType: "Admin", planFeatures: { dataAssets: true } },
      expected: "allow",
    },
    { what: "plan not served", viewer: { roleType: "SubAdmin" }, expected: "allow" },
  ] as const)("data assets $what → $expected", ({ viewer, expected }) => {
    expect(decideAccess([ACCESS.dataAssets], viewer)).toBe(expected);
  });

  it.each([
    { permissions: ["FUNNELS:VIEW:LIST"], expected: "allow" },
    { permissions: ["FUNNEL:EDIT"], expected: "home" },
    { permissions: [], expected: "home" },
  ])("funnels with permissions $permissions → $expected", ({ permissions, expected }) => {
    expect(decideAccess([ACCESS.funnels], { roleType: "Staff", permissions })).toBe(expected);
  });

  it("needs every rule on the way to the page", () => {
    expect(decideAccess([ACCESS.administration, ACCESS.settings], { roleType: "SubAdmin" })).toBe("home");
    expect(decideAccess([ACCESS.administration, ACCESS.settings], { roleType: "Admin" })).toBe("allow");
    expect(decideAccess([], { roleType: "Applicant" })).toBe("allow");
  });
});
