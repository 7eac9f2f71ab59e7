import { ROLE_TYPES, type RoleType } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import { defaultViewer } from "../testing/default-viewer.ts";
import { ACCESS, type AccessName, decideAccess } from "./access-rules.ts";

const TEAM = ["Staff", "Coach", "AdminCoach", "Admin", "SubAdmin"] as const;
const NETWORK = ["Mentor", "Expert"] as const;
const MANAGERS = ["Admin", "AdminCoach", "SubAdmin", "Staff"] as const;
const EVERY_ROLE = [...ROLE_TYPES];

/** The section a page sits in: its route, and its submenu, carry the section's rule too. */
const SECTION: Partial<Record<AccessName, AccessName>> = {
  funnels: "setup",
  funnelEdit: "setup",
  industries: "setup",
  articles: "setup",
  courseBuilder: "setup",
  customFields: "setup",
  dataAssets: "administration",
  settings: "administration",
  programs: "programmeAdmin",
  userManagement: "administration",
};

/**
 * Who may open the pages of each rule in a fresh organisation (default permission matrix,
 * feature flags and plan), written out role by role (spec-2 §2, docs/STATUS.md).
 */
const ALLOWED: Record<AccessName, readonly RoleType[]> = {
  applicationsDashboard: MANAGERS,
  applicationsOverview: [...TEAM, "Evaluator"],
  applicationReview: ["Applicant"],
  applicationsManager: ["Applicant"],
  startupFile: [...TEAM, ...NETWORK, "Cofounder"],
  // In the default plan and on by default: a plan or flag rule alone, whatever the role.
  startupDocuments: EVERY_ROLE,
  milestones: EVERY_ROLE,
  coaching: [...TEAM, ...NETWORK],
  tasks: [...TEAM, "Cofounder", "CommunityMember"],
  othersTasks: TEAM,
  taskPopup: [...TEAM, ...NETWORK, "Evaluator", "Cofounder", "CommunityMember"],
  activityFeed: TEAM,
  survey: EVERY_ROLE,
  chat: [],
  calendar: [...TEAM, ...NETWORK, "Evaluator", "Cofounder", "CommunityMember"],
  availability: [...TEAM, ...NETWORK, "Evaluator"],
  eventEdit: MANAGERS,
  courses: EVERY_ROLE,
  setup: MANAGERS,
  funnels: MANAGERS,
  funnelEdit: MANAGERS,
  industries: MANAGERS,
  articles: MANAGERS,
  courseBuilder: MANAGERS,
  customFields: MANAGERS,
  administration: ["Admin", "AdminCoach", "SubAdmin"],
  dataAssets: ["Admin", "AdminCoach", "SubAdmin"],
  settings: ["Admin", "AdminCoach"],
  userManagement: ["Admin", "AdminCoach", "SubAdmin"],
  // PROGRAM:CREATE (staff hold it too), inside the administration.
  programs: MANAGERS,
  programmeAdmin: MANAGERS,
};

/** Group chat starts off: nothing renders for anyone, whatever the role. */
const HIDDEN: readonly AccessName[] = ["chat"];

const rulesOf = (name: AccessName) => {
  const section = SECTION[name];
  return section ? [ACCESS[section], ACCESS[name]] : [ACCESS[name]];
};

const cases = (Object.keys(ALLOWED) as AccessName[]).flatMap((name) =>
  ROLE_TYPES.map((role) => ({
    name,
    role,
    expected: HIDDEN.includes(name) ? "hide" : ALLOWED[name].includes(role) ? "allow" : "home",
  })),
);

describe("decideAccess by role, with the defaults of a fresh organisation", () => {
  it.each(cases)("$name as $role → $expected", ({ name, role, expected }) => {
    expect(decideAccess(rulesOf(name), defaultViewer(role))).toBe(expected);
  });

  it("covers every rule", () => {
    expect(Object.keys(ALLOWED).sort()).toEqual(Object.keys(ACCESS).sort());
  });
});

describe("decideAccess follows the served permissions, not the role", () => {
  it("opens the startup file to a community member whose role was given STARTUP_FILE:VIEW", () => {
    const viewer = defaultViewer("CommunityMember");
    expect(decideAccess([ACCESS.startupFile], viewer)).toBe("home");
    const granted = { ...viewer, permissions: [...viewer.permissions, "STARTUP_FILE:VIEW"] };
    expect(decideAccess([ACCESS.startupFile], granted)).toBe("allow");
  });

  it("closes event editing to staff whose role lost EVENT:EDIT", () => {
    const viewer = defaultViewer("Staff");
    expect(decideAccess([ACCESS.eventEdit], viewer)).toBe("allow");
    const without = { ...viewer, permissions: viewer.permissions.filter((key) => key !== "EVENT:EDIT") };
    expect(decideAccess([ACCESS.eventEdit], without)).toBe("home");
  });

  it("keeps the role group where the spec names one, whatever the permissions", () => {
    const coach = defaultViewer("Coach", { permissions: ["FUNNELS:VIEW:LIST"] });
    expect(decideAccess([ACCESS.setup, ACCESS.funnels], coach)).toBe("home");
    expect(decideAccess([ACCESS.settings], defaultViewer("SubAdmin"))).toBe("home");
  });
});

describe("decideAccess order (spec-2 §2)", () => {
  const admin = defaultViewer("Admin");
  const noFeed = admin.featureFlags.filter((name) => name !== "activityFeed");

  it.each([
    { what: "data still loading", viewer: { ...admin, loading: true }, expected: "loading" },
    { what: "no role", viewer: defaultViewer(null), expected: "hide" },
    { what: "an unknown role", viewer: defaultViewer("Pirate"), expected: "hide" },
    { what: "feature flag off", viewer: { ...admin, featureFlags: noFeed }, expected: "hide" },
    { what: "feature flag on", viewer: admin, expected: "allow" },
    {
      what: "feature flag off beats a refused role",
      viewer: defaultViewer("Applicant", { featureFlags: noFeed }),
      expected: "hide",
    },
  ])("activity feed with $what → $expected", ({ viewer, expected }) => {
    expect(decideAccess([ACCESS.activityFeed], viewer)).toBe(expected);
  });

  it.each([
    { what: "outside the plan", viewer: defaultViewer("Admin", { planFeatures: [] }), expected: "plan" },
    {
      what: "outside the plan, for a refused role too",
      viewer: defaultViewer("Coach", { planFeatures: [] }),
      expected: "plan",
    },
    { what: "in the plan", viewer: defaultViewer("Admin"), expected: "allow" },
    { what: "in the plan, for a refused role", viewer: defaultViewer("Coach"), expected: "home" },
  ])("data assets $what → $expected", ({ viewer, expected }) => {
    expect(decideAccess([ACCESS.administration, ACCESS.dataAssets], viewer)).toBe(expected);
  });

  it.each([
    { permissions: ["FUNNELS:VIEW:LIST"], expected: "allow" },
    { permissions: ["FUNNEL:EDIT"], expected: "home" },
    { permissions: [], expected: "home" },
  ])("funnels with permissions $permissions → $expected", ({ permissions, expected }) => {
    expect(decideAccess([ACCESS.setup, ACCESS.funnels], defaultViewer("Staff", { permissions }))).toBe(
      expected,
    );
  });

  it("needs every rule on the way to the page", () => {
    expect(decideAccess([ACCESS.administration, ACCESS.settings], defaultViewer("SubAdmin"))).toBe("home");
    expect(decideAccess([ACCESS.administration, ACCESS.settings], defaultViewer("Admin"))).toBe("allow");
    expect(decideAccess([], defaultViewer("Applicant"))).toBe("allow");
  });
});
