import {
  type BrandPalette,
  DEFAULT_BRAND_PALETTE,
  DEFAULT_PLAN,
  type Plan,
  type RoleType,
} from "@launchpad/domain";

/**
 * The demo tenants of ARCHITECTURE.md §3: one account per role at `<role>@<slug>.test`,
 * all with the password below. founder@ and cofounder2@ are cofounders of one startup.
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
export type DemoTenant = {
  slug: string;
  name: string;
  description: string;
  defaultLanguage: string;
  timezone: string;
  palette: BrandPalette;
  users: DemoUser[];
  startups: { name: string; website: string; members: string[] }[];
  /** Hosts with weekly hours (Mon–Fri) and coaching meeting settings. */
  hosts: string[];
  plan: Plan;
  programs: { name: string; members: string[]; startups: string[] }[];
  /** Startups assigned to supporters (coach, mentor, expert): their ASSIGNED scope. */
  assignments: { user: string; startups: string[]; minutesAllocated?: number }[];
};

/** The demo organisation's plan has custom roles; Orbit Labs keeps the default plan. */
const DEMO_PLAN: Plan = { ...DEFAULT_PLAN, features: [...DEFAULT_PLAN.features, "customRoles"] };

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

export const DEMO_TENANTS: DemoTenant[] = [
  {
    slug: "demo",
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
      community: ["CommunityMember", "Chris", "Community"],
      applicant: ["Applicant", "Amir", "Applicant"],
    }).concat(unconfirmed("Europe/Paris", "Uma", "Unconfirmed")),
    startups: [
      { name: "Nimbus Analytics", website: "https://nimbus.example", members: ["founder", "cofounder2"] },
      { name: "GreenLoop", website: "https://greenloop.example", members: [] },
    ],
    hosts: ["coach", "admincoach", "mentor", "expert"],
    plan: DEMO_PLAN,
    programs: [
      {
        name: "Spring 2026 Cohort",
        members: ["coach", "mentor", "founder", "cofounder2"],
        startups: ["Nimbus Analytics", "GreenLoop"],
      },
      { name: "Pre-seed Track", members: ["expert"], startups: ["GreenLoop"] },
    ],
    assignments: [
      // The demo founder's startup has 5 hours with the coach (issue 6).
      { user: "coach", startups: ["Nimbus Analytics"], minutesAllocated: 300 },
      { user: "mentor", startups: ["Nimbus Analytics", "GreenLoop"] },
      { user: "expert", startups: ["GreenLoop"] },
    ],
  },
  {
    slug: "orbit",
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
      community: ["CommunityMember", "Carl", "Sagan"],
      applicant: ["Applicant", "Vera", "Rubin"],
    }).concat(unconfirmed("America/New_York", "Urbain", "Unconfirmed")),
    startups: [
      { name: "Quasar Robotics", website: "https://quasar.example", members: ["founder", "cofounder2"] },
      { name: "Helio Foods", website: "https://helio.example", members: [] },
    ],
    hosts: ["coach", "admincoach", "mentor"],
    plan: DEFAULT_PLAN,
    programs: [{ name: "Orbit Launch 2026", members: ["coach", "founder"], startups: ["Quasar Robotics"] }],
    assignments: [{ user: "coach", startups: ["Quasar Robotics"] }],
  },
];

/** Mon–Fri, 09:00–12:00 and 13:00–17:00 local time (weekday 0 = Sunday). */
export const DEMO_WEEKLY_HOURS = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, startMinute: 9 * 60, endMinute: 12 * 60 },
  { weekday, startMinute: 13 * 60, endMinute: 17 * 60 },
]);

export const DEMO_COACHING_SETTINGS = {
  enabled: true,
  availableDurationsInMins: [30, 45, 60],
  defaultMeetingLocation: "Online",
  timeslotIncrement: null,
  minimumNoticeHours: 12,
};
