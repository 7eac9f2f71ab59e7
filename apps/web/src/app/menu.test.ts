import { ROLE_TYPES, type RoleType } from "@launchpad/domain";
import { describe, expect, it } from "vitest";
import {
  activeTrail,
  sideMenuFor as entriesFor,
  isWithin,
  type MenuViewer,
  showsCreateStartup,
} from "../features/navigation/index.ts";
import { defaultMenuViewer as viewer } from "../features/navigation/testing.ts";
import { englishMessages } from "../test/english-messages.ts";
import { MENU } from "./menu.ts";

/** The side menu as the app assembles it from its features (app/features.ts). */
const sideMenuFor = (v: MenuViewer) => entriesFor(v, MENU);
const keysOf = (v: MenuViewer) => sideMenuFor(v).map((item) => item.key);

/** spec-1 §2 and §6, role by role: the entries in the order they show. */
const EXPECTED: Record<RoleType, string[]> = {
  Admin: [
    "portfolio",
    "events",
    "applicationsOverview",
    "tasks",
    "activityFeed",
    "setup",
    "administration",
    "resources",
    "courses",
  ],
  AdminCoach: [
    "portfolio",
    "events",
    "applicationsOverview",
    "tasks",
    "activityFeed",
    "setup",
    "administration",
    "resources",
    "courses",
  ],
  SubAdmin: [
    "portfolio",
    "events",
    "applicationsOverview",
    "tasks",
    "activityFeed",
    "setup",
    "administration",
    "resources",
    "courses",
  ],
  Staff: [
    "portfolio",
    "events",
    "applicationsOverview",
    "tasks",
    "activityFeed",
    "setup",
    "administration",
    "resources",
    "courses",
  ],
  Coach: ["portfolio", "events", "applicationsOverview", "tasks", "activityFeed", "resources", "courses"],
  Mentor: ["portfolio", "resources", "courses"],
  Expert: ["portfolio", "resources", "courses"],
  Evaluator: ["applicationsOverview", "availabilities", "resources", "courses"],
  Cofounder: ["events", "community", "startupFile", "tasks", "resources", "courses"],
  CommunityMember: ["events", "community", "tasks", "resources", "courses"],
  Applicant: ["applications", "account", "resources", "courses"],
  System: ["resources", "courses"],
};

describe("sideMenuFor, role by role", () => {
  it.each(ROLE_TYPES.map((role) => ({ role, expected: EXPECTED[role] })))("$role", ({ role, expected }) => {
    expect(keysOf(viewer(role))).toEqual(expected);
  });

  it("shows nothing to a user without a role", () => {
    expect(keysOf(viewer(""))).toEqual([]);
  });
});

describe("sideMenuFor, entries", () => {
  it("leads applicants to their applications and their own account", () => {
    const items = sideMenuFor(viewer("Applicant", { userId: "a b" }));
    expect(items.find((item) => item.key === "applications")?.to).toBe("/applications-manager");
    expect(items.find((item) => item.key === "account")?.to).toBe("/profile/a%20b");
  });

  it("leads the team to the applications overview", () => {
    expect(sideMenuFor(viewer("Coach")).find((item) => item.key === "applicationsOverview")?.to).toBe(
      "/application/overview",
    );
  });

  it("offers the startup file only to a cofounder who has a startup", () => {
    expect(keysOf(viewer("Cofounder", { startupCount: 0 }))).not.toContain("startupFile");
    expect(keysOf(viewer("Cofounder", { startupCount: 2 }))).toContain("startupFile");
  });

  it("takes the startup file away from a cofounder whose role lost STARTUP_FILE:VIEW", () => {
    const cofounder = viewer("Cofounder");
    const permissions = cofounder.permissions.filter((key) => key !== "STARTUP_FILE:VIEW");
    expect(keysOf({ ...cofounder, permissions })).not.toContain("startupFile");
  });

  it("hides Community when the role sees neither users nor startups", () => {
    const none = { users: "NONE", startups: "NONE" };
    expect(keysOf(viewer("Cofounder", { visibility: none }))).not.toContain("community");
    expect(keysOf(viewer("CommunityMember", { visibility: none }))).not.toContain("community");
    expect(keysOf(viewer("Cofounder", { visibility: { ...none, startups: "SELECTED" } }))).toContain(
      "community",
    );
    expect(keysOf(viewer("Cofounder", { visibility: { ...none, users: "ASSIGNED" } }))).toContain(
      "community",
    );
  });

  it("hides entries whose feature is off", () => {
    const admin = viewer("Admin");
    const featureFlags = admin.featureFlags.filter((name) => name !== "activityFeed" && name !== "course");
    const keys = keysOf({ ...admin, featureFlags });
    expect(keys).not.toContain("activityFeed");
    expect(keys).not.toContain("courses");
  });

  it("hides an entry whose feature is enabled but not activated", () => {
    expect(keysOf(viewer("Admin", { featureFlags: ["course"] }))).not.toContain("activityFeed");
    expect(keysOf(viewer("Admin", { featureFlags: ["activityFeed"] }))).toContain("activityFeed");
  });

  it("follows the role's permission keys inside Setup and Administration", () => {
    const staff = viewer("Staff");
    const setupOf = (v: MenuViewer) =>
      sideMenuFor(v)
        .find((item) => item.key === "setup")
        ?.subMenu?.map((item) => item.key);
    expect(setupOf(staff)).toContain("setup.funnels");
    const withoutFunnels = staff.permissions.filter((key) => key !== "FUNNELS:VIEW:LIST");
    expect(setupOf({ ...staff, permissions: withoutFunnels })).not.toContain("setup.funnels");

    const subAdmin = viewer("SubAdmin");
    const adminOf = (v: MenuViewer) =>
      sideMenuFor(v)
        .find((item) => item.key === "administration")
        ?.subMenu?.map((item) => item.key);
    expect(adminOf(subAdmin)).toContain("admin.userManagement");
    const withoutUsers = subAdmin.permissions.filter((key) => key !== "USER:EDIT");
    expect(adminOf({ ...subAdmin, permissions: withoutUsers })).not.toContain("admin.userManagement");

    // Staff manage startups and programmes (issue 18), not the rest of the administration.
    expect(adminOf(staff)).toEqual(["admin.startups", "admin.programs"]);
  });

  it("nests the administration menu two levels deep", () => {
    const admin = sideMenuFor(viewer("Admin")).find((item) => item.key === "administration");
    const settings = admin?.subMenu?.find((item) => item.key === "admin.settings");
    expect(settings?.subMenu?.map((item) => item.to)).toEqual([
      "/admin/settings/general",
      "/admin/settings/branding",
      "/admin/settings/metrics",
      "/admin/settings/permissions",
      "/admin/settings/roles",
      "/admin/settings/plan",
      "/admin/settings/mentormatching",
      "/admin/settings/jobs",
    ]);
  });

  it("keeps the settings submenu from sub-admins", () => {
    const admin = sideMenuFor(viewer("SubAdmin")).find((item) => item.key === "administration");
    expect(admin?.subMenu?.map((item) => item.key)).not.toContain("admin.settings");
    expect(admin?.subMenu?.length).toBe(8);
  });

  it("lists every tag kind under Setup > Tags", () => {
    const setup = sideMenuFor(viewer("Staff")).find((item) => item.key === "setup");
    const tags = setup?.subMenu?.find((item) => item.key === "setup.tags");
    expect(tags?.subMenu?.map((item) => item.to)).toEqual(
      ["mentortag", "startup", "user", "community", "application", "event", "topic"].map(
        (t) => `/setup/tags/${t}`,
      ),
    );
  });

  it("locks, without hiding, entries outside the plan", () => {
    const items = sideMenuFor(viewer("Admin", { planFeatures: ["customFieldEditing"] }));
    const admin = items.find((item) => item.key === "administration")?.subMenu ?? [];
    const settings = admin.find((item) => item.key === "admin.settings")?.subMenu ?? [];
    const setup = items.find((item) => item.key === "setup")?.subMenu ?? [];
    expect(admin.find((item) => item.key === "admin.dataAssets")?.locked).toBe(true);
    expect(settings.find((item) => item.key === "admin.settings.plan")?.locked).toBe(false);
    expect(setup.find((item) => item.key === "setup.profileFields")?.locked).toBe(false);
  });
});

describe("showsCreateStartup", () => {
  it.each([
    ...ROLE_TYPES.map((role) => ({ role, startups: 0, expected: role === "Cofounder" })),
    { role: "Cofounder", startups: 1, expected: false },
  ])("$role with $startups startups → $expected", ({ role, startups, expected }) => {
    expect(showsCreateStartup(viewer(role, { startupCount: startups }))).toBe(expected);
  });
});

describe("activeTrail", () => {
  const items = sideMenuFor(viewer("Admin"));

  it.each([
    { path: "/coaching", expected: ["portfolio"] },
    { path: "/application/42/activities", expected: ["applicationsOverview"] },
    { path: "/setup/tags/event", expected: ["setup", "setup.tags", "setup.tags.event"] },
    { path: "/admin/settings/plan", expected: ["administration", "admin.settings", "admin.settings.plan"] },
    { path: "/resources/internal/3", expected: ["resources"] },
    { path: "/profile", expected: [] },
  ])("$path → $expected", ({ path, expected }) => {
    expect(activeTrail(items, path)).toEqual(expected);
  });

  it.each([
    { path: "/tasks", to: "/tasks", expected: true },
    { path: "/tasks/users", to: "/tasks", expected: true },
    { path: "/taskset", to: "/tasks", expected: false },
  ])("isWithin($path, $to) → $expected", ({ path, to, expected }) => {
    expect(isWithin(path, to)).toBe(expected);
  });
});

describe("the side menu's names", () => {
  // spec-1 §2: "Startup Portfolio (/coaching)"; the breadcrumbs keep "Portfolio > File".
  it("names /coaching Startup Portfolio", () => {
    const portfolio = sideMenuFor(viewer("Admin")).find((item) => item.key === "portfolio");
    expect(portfolio?.name && englishMessages[portfolio.name]).toBe("Startup Portfolio");
  });
});
