import {
  type BrandPalette,
  DEFAULT_BRAND_PALETTE,
  DEFAULT_PLAN,
  type Plan,
  type RoleType,
} from "@launchpad/domain";

/**
 * The demo tenants of ARCHITECTURE.md §3, the cast every module's demo data builds on: the
 * organisations and their people, one account per role at `<role>@<slug>.test`, all with the
 * password below. What else each tenant has (startups, hours, …) is the modules' demo data
 * (`modules/<domain>/<domain>.demo.ts`, docs/demo-data.md).
 */
export const DEMO_PASSWORD = "Password123!";

export type DemoUser = {
  local: string;
  role: RoleType;
  firstName: string;
  lastName: string;
  timezone: string;
  /** Seeded as signed up but not yet confirmed (status pending): shows the account gate. */
  unconfirmed?: boolean;
};
export type DemoOrganisation = {
  slug: string;
  /** The tenant whose demo data this one has: itself, or `demo` for a copy (`demo2`). */
  base: string;
  name: string;
  description: string;
  defaultLanguage: string;
  timezone: string;
  palette: BrandPalette;
  users: DemoUser[];
  plan: Plan;
};

/** The demo organisation's plan has custom roles. */
const DEMO_PLAN: Plan = { ...DEFAULT_PLAN, features: [...DEFAULT_PLAN.features, "customRoles"] };
/** Orbit Labs' plan allows two startups, both seeded: a new one meets the limit (spec-1 §5). */
const ORBIT_PLAN: Plan = { ...DEFAULT_PLAN, limits: { ...DEFAULT_PLAN.limits, startup: 2 } };

const people = (tz: string, names: Record<string, [RoleType, string, string]>): DemoUser[] =>
  Object.entries(names).map(([local, [role, firstName, lastName]]) => ({
    local,
    role,
    firstName,
    lastName,
    timezone: tz,
  }));

/** One community member per tenant who has not confirmed their e-mail address yet. */
const unconfirmed = (timezone: string, firstName: string, lastName: string): DemoUser => ({
  local: "unconfirmed",
  role: "CommunityMember",
  firstName,
  lastName,
  timezone,
  unconfirmed: true,
});

export const DEMO_TENANTS: DemoOrganisation[] = [
  {
    slug: "demo",
    base: "demo",
    name: "Demo Accelerator",
    description: "A twelve-week accelerator for early-stage software startups.",
    defaultLanguage: "en",
    timezone: "Europe/Paris",
    palette: DEFAULT_BRAND_PALETTE,
    users: people("Europe/Paris", {
      admin: ["Admin", "Ada", "Lovelace"],
      admincoach: ["AdminCoach", "Grace", "Hopper"],
      subadmin: ["SubAdmin", "Alan", "Turing"],
      staff: ["Staff", "Katherine", "Johnson"],
      coach: ["Coach", "Carl", "Coachman"],
      mentor: ["Mentor", "Margaret", "Hamilton"],
      expert: ["Expert", "Edsger", "Dijkstra"],
      evaluator: ["Evaluator", "Eva", "Lu"],
      founder: ["Cofounder", "Fatima", "Founder"],
      cofounder2: ["Cofounder", "Tim", "Berners"],
      // GreenLoop's founder, outside the Spring 2026 Cohort (events' audience journeys).
      founder3: ["Cofounder", "Radia", "Perlman"],
      // A cofounder without a startup yet: sees Create Startup (issue 18).
      newfounder: ["Cofounder", "Nadia", "Newman"],
      community: ["CommunityMember", "Chris", "Community"],
      applicant: ["Applicant", "Amir", "Applicant"],
    }).concat(unconfirmed("Europe/Paris", "Uma", "Unconfirmed")),
    plan: DEMO_PLAN,
  },
  {
    slug: "orbit",
    base: "orbit",
    name: "Orbit Labs",
    description: "Deep-tech incubator for hardware and space startups.",
    defaultLanguage: "en",
    timezone: "America/New_York",
    palette: {
      sidebar: {
        backgroundColor: "#2b1247",
        textColor: "#e3d7f5",
        activeItemBackgroundColor: "#8e44d9",
        activeItemTextColor: "#ffffff",
        activeSubItemTextColor: "#d2b3ff",
        logoType: "WHITE",
      },
      login: { logoType: "DEFAULT" },
    },
    users: people("America/New_York", {
      admin: ["Admin", "Olivia", "Orbit"],
      admincoach: ["AdminCoach", "Neil", "Armstrong"],
      subadmin: ["SubAdmin", "Sally", "Ride"],
      staff: ["Staff", "Mae", "Jemison"],
      coach: ["Coach", "Yuri", "Gagarin"],
      mentor: ["Mentor", "Valentina", "Tereshkova"],
      expert: ["Expert", "Wernher", "Braun"],
      evaluator: ["Evaluator", "Edwin", "Hubble"],
      founder: ["Cofounder", "Chiaki", "Mukai"],
      cofounder2: ["Cofounder", "Buzz", "Aldrin"],
      // Helio Foods' founder, outside the Orbit Launch 2026 programme.
      founder3: ["Cofounder", "Kalpana", "Chawla"],
      // A cofounder without a startup, who meets the plan's startup limit (ORBIT_PLAN).
      newfounder: ["Cofounder", "Nadia", "Newman"],
      community: ["CommunityMember", "Carl", "Sagan"],
      applicant: ["Applicant", "Vera", "Rubin"],
    }).concat(unconfirmed("America/New_York", "Urbain", "Unconfirmed")),
    plan: ORBIT_PLAN,
  },
];
