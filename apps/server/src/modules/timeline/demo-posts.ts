import type { TimelinePostKind } from "@launchpad/domain/startups";

/**
 * The timeline's demo posts (docs/demo-data.md), by base tenant and startup: updates and
 * comments (one private, one pinned, one with the e-mail meta staff see) and a post of each
 * other kind with plausible data, so that every card of the union shows. `by` names a person
 * by the local part of their e-mail; `daysAgo` places the post before the seeding day.
 */
export type DemoPost = {
  key: string;
  kind: TimelinePostKind;
  daysAgo: number;
  by?: string;
  message?: string;
  isUpdate?: boolean;
  isPublic?: boolean;
  isPinned?: boolean;
  /** Names of people the data mentions, filled in from the seeded users. */
  coaches?: string[];
  attendees?: string[];
  data?: Record<string, unknown>;
};

const nimbus: DemoPost[] = [
  { key: "skip", kind: "DataCategorizationSkip", daysAgo: 40, data: { dueDate: "2026-10-01" } },
  {
    key: "categorized",
    kind: "DataCategorizationUpdate",
    daysAgo: 30,
    message: "Categorization updated: stage Pre-seed → Seed, industry B2B SaaS.",
  },
  { key: "due", kind: "DataDueEvent", daysAgo: 21, data: { dueDate: "2026-11-01" } },
  {
    key: "metrics",
    kind: "TopLevelDataSubmittedEvent",
    daysAgo: 16,
    by: "founder",
    data: {
      dueDate: "2026-11-01",
      dataItems: [
        {
          value: 18400,
          unit: "EUR",
          metric: { id: "mrr", name: "Monthly recurring revenue" },
          metadata: { change: "+12%", useArrow: true },
        },
        {
          value: 46,
          metric: { id: "customers", name: "Paying customers" },
          metadata: { change: "+5", useArrow: true },
        },
        {
          value: 4.1,
          unit: "%",
          metric: { id: "churn", name: "Monthly churn" },
          metadata: { change: "-0.6 pt" },
        },
      ],
    },
  },
  {
    key: "round",
    kind: "Event",
    daysAgo: 12,
    by: "founder",
    isUpdate: true,
    isPinned: true,
    message:
      "We closed our €600k pre-seed round, led by Northstar Ventures with two angels from our programme. It funds 18 months: two engineers and our first customer success hire.",
  },
  {
    key: "session",
    kind: "CoachingSessionPost",
    daysAgo: 10,
    by: "coach",
    coaches: ["coach"],
    attendees: ["founder", "cofounder2"],
    data: {
      sessionName: "Pricing and packaging review",
      expectedDuration: 60,
      topics: ["Pricing", "Go-to-market"],
      editor: "Move from seat-based to usage tiers; test the Growth plan at €290 with the next 10 trials.",
      staffEditor: "The team is stretched: suggest a customer success hire before scaling sales.",
      staffEditorPublic: false,
    },
  },
  {
    key: "coach-comment",
    kind: "Event",
    daysAgo: 9,
    by: "coach",
    message:
      "Great progress on onboarding: activation went from 22% to 31% in a month. Let's look at week-2 retention next.",
  },
  {
    key: "private",
    kind: "Event",
    daysAgo: 8,
    by: "staff",
    isPublic: false,
    message: "Runway is about 7 months after the round; review the hiring plan with them before Demo Day.",
  },
  {
    key: "intro-mail",
    kind: "EmailThreadPost",
    daysAgo: 6,
    by: "staff",
    data: {
      emailMessage: {
        id: "demo-intro",
        subject: "Intro: Nimbus Analytics × Brightdesk",
        emailContent:
          "Hi both, as promised, an introduction: Brightdesk needs product analytics for their help-desk app, and Nimbus Analytics builds exactly that.",
        recipients: [{ email: "founder@demo.test" }, { email: "hello@brightdesk.example" }],
        cc: ["staff@demo.test"],
        bcc: [],
        numberOfTimesOpened: 3,
        lastOpenedAt: "2026-11-20T09:12:00.000Z",
        isDelivered: true,
        isBounced: false,
      },
    },
  },
  {
    key: "beta",
    kind: "Event",
    daysAgo: 5,
    by: "cofounder2",
    isUpdate: true,
    message:
      "Shipped the self-serve funnel builder to our 40 beta customers. Setup time is down from a day to 20 minutes.",
  },
  {
    key: "mentor-comment",
    kind: "Event",
    daysAgo: 3,
    by: "mentor",
    message:
      "Happy to introduce you to two analytics buyers at mid-size SaaS companies. Send me a one-pager.",
  },
  {
    key: "invite",
    kind: "CoachingInvitePost",
    daysAgo: 2,
    by: "coach",
    coaches: ["coach"],
    attendees: ["founder"],
    data: {
      inviteStatus: "pending",
      expires: "2026-12-05T17:00:00.000Z",
      session: { name: "Go-to-market workshop", start: "2026-12-08T09:00:00.000Z" },
    },
  },
];

export const DEMO_POSTS: Record<string, Record<string, DemoPost[]>> = {
  demo: {
    "Nimbus Analytics": nimbus,
    GreenLoop: [
      {
        key: "pilot",
        kind: "Event",
        daysAgo: 7,
        by: "founder3",
        isUpdate: true,
        message: "Our reusable packaging pilot with three grocery stores starts Monday.",
      },
      {
        key: "expert",
        kind: "Event",
        daysAgo: 4,
        by: "expert",
        message: "Check the deposit rules in each city before the pilot: they differ.",
      },
    ],
  },
  orbit: {
    "Quasar Robotics": [
      {
        key: "test",
        kind: "Event",
        daysAgo: 6,
        by: "founder",
        isUpdate: true,
        isPinned: true,
        message: "The arm passed its thermal vacuum test. Next: the vibration campaign in January.",
      },
      {
        key: "coach",
        kind: "Event",
        daysAgo: 4,
        by: "coach",
        message: "Well done. Book the test facility early: slots go fast before launch windows.",
      },
      {
        key: "private",
        kind: "Event",
        daysAgo: 2,
        by: "staff",
        isPublic: false,
        message: "They may need a bridge loan before the vibration campaign.",
      },
    ],
  },
};
