import type { ProgramMode, ProgramType } from "@launchpad/domain/startups";

/** A demo startup; its people by the local part of their e-mail (demo-data.ts), with their role. */
export type DemoStartup = {
  name: string;
  website: string;
  foundingYear: number;
  description: string;
  members: { local: string; role: string }[];
};

export type DemoProgram = {
  name: string;
  type: ProgramType;
  mode: ProgramMode;
  description: string;
  /** ISO dates (the programmes carry their year in their name, so their dates are fixed). */
  startsOn: string;
  endsOn: string;
  /** The programme admin, a team member. */
  admin: string;
  members: string[];
  startups: string[];
};

export type DemoStartups = {
  startups: DemoStartup[];
  programs: DemoProgram[];
  /** Startups assigned to supporters: their ASSIGNED scope, and the hours of the connection. */
  assignments: { user: string; startups: string[]; minutesAllocated?: number }[];
};

const startup = (
  name: string,
  website: string,
  foundingYear: number,
  description: string,
  members: DemoStartup["members"] = [],
): DemoStartup => ({ name, website, foundingYear, description, members });

/**
 * By base tenant. Demo Accelerator: founder@ (CEO) and cofounder2@ (CTO) run Nimbus
 * Analytics (in the Spring 2026 Cohort), founder3@ GreenLoop (outside it); twelve more
 * startups without accounts of their own fill the portfolio, so that staff can run a batch
 * on ten of them (docs/demo-data.md). Orbit Labs keeps two startups: its plan allows two
 * (demo-data.ts), so newfounder@orbit.test meets the startup limit.
 */
export const DEMO_STARTUPS: Record<string, DemoStartups> = {
  demo: {
    startups: [
      startup(
        "Nimbus Analytics",
        "https://nimbus.example",
        2023,
        "Self-serve product analytics for B2B software teams: funnels, retention and revenue in one place, without a data engineer.",
        [
          { local: "founder", role: "CEO" },
          { local: "cofounder2", role: "CTO" },
        ],
      ),
      startup(
        "GreenLoop",
        "https://greenloop.example",
        2024,
        "Reusable packaging for food delivery: restaurants rent the boxes, customers return them at any partner shop.",
        [{ local: "founder3", role: "CEO" }],
      ),
      startup(
        "Brightdesk",
        "https://brightdesk.example",
        2022,
        "An AI receptionist for dental and physiotherapy clinics that books, moves and confirms appointments by phone and chat.",
      ),
      startup(
        "Ledgerly",
        "https://ledgerly.example",
        2023,
        "Bookkeeping and VAT returns for freelancers, from their bank feed to a filed return.",
      ),
      startup(
        "Medisync",
        "https://medisync.example",
        2021,
        "Shares discharge summaries between hospitals and family doctors the day a patient goes home.",
      ),
      startup(
        "Parcelwise",
        "https://parcelwise.example",
        2021,
        "Route planning for small courier companies, with live arrival times for their customers.",
      ),
      startup(
        "Fernway Farms",
        "https://fernway.example",
        2020,
        "Vertical farms next to supermarkets' warehouses: salad picked the morning it is sold.",
      ),
      startup(
        "Tidewatt Energy",
        "https://tidewatt.example",
        2022,
        "Second-life battery storage for apartment buildings with solar roofs.",
      ),
      startup(
        "Kinetica Robotics",
        "https://kinetica.example",
        2019,
        "Picking robots that small warehouses rent by the month instead of buying.",
      ),
      startup(
        "Chalkline",
        "https://chalkline.example",
        2024,
        "Lesson planning for secondary-school teachers, aligned with the national curriculum.",
      ),
      startup(
        "Quillstack",
        "https://quillstack.example",
        2023,
        "Contract review for small legal teams: flags unusual clauses and suggests the firm's own wording.",
      ),
      startup(
        "Pulsewell",
        "https://pulsewell.example",
        2022,
        "Remote cardiac rehabilitation: exercise plans, wearable data and a nurse on call.",
      ),
      startup(
        "Orchard Pay",
        "https://orchardpay.example",
        2024,
        "Instalment payments for farm equipment, repaid after each harvest.",
      ),
      startup(
        "Skyward Survey",
        "https://skyward.example",
        2020,
        "Drone surveys of roofs and solar panels, with a report the insurer accepts.",
      ),
    ],
    programs: [
      {
        name: "Spring 2026 Cohort",
        type: "accelerator",
        mode: "hybrid",
        description: "Twelve weeks of coaching, workshops and investor meetings, ending with a demo day.",
        startsOn: "2026-03-02",
        endsOn: "2026-05-22",
        admin: "staff",
        members: ["coach", "mentor", "founder", "cofounder2"],
        startups: ["Nimbus Analytics", "Brightdesk", "Ledgerly", "Medisync", "Parcelwise"],
      },
      {
        name: "Pre-seed Track",
        type: "preAccelerator",
        mode: "online",
        description: "Six months to find a problem worth solving and the first paying customers.",
        startsOn: "2026-01-12",
        endsOn: "2026-06-26",
        admin: "staff",
        members: ["expert"],
        startups: ["GreenLoop", "Chalkline", "Quillstack"],
      },
    ],
    assignments: [
      // The demo founder's startup has 5 hours with the coach (issue 6).
      { user: "coach", startups: ["Nimbus Analytics"], minutesAllocated: 300 },
      { user: "mentor", startups: ["Nimbus Analytics", "GreenLoop"] },
      { user: "expert", startups: ["GreenLoop"] },
    ],
  },
  orbit: {
    startups: [
      startup(
        "Quasar Robotics",
        "https://quasar.example",
        2022,
        "Robotic arms for in-orbit servicing of satellites.",
        [
          { local: "founder", role: "CEO" },
          { local: "cofounder2", role: "CTO" },
        ],
      ),
      startup(
        "Helio Foods",
        "https://helio.example",
        2023,
        "Shelf-stable meals grown from microalgae, for long missions and remote sites.",
        [{ local: "founder3", role: "CEO" }],
      ),
    ],
    programs: [
      {
        name: "Orbit Launch 2026",
        type: "incubator",
        mode: "offline",
        description: "Lab space, test equipment and mentors for hardware teams, on site for six months.",
        startsOn: "2026-02-02",
        endsOn: "2026-07-31",
        admin: "staff",
        members: ["coach", "founder"],
        startups: ["Quasar Robotics"],
      },
    ],
    assignments: [{ user: "coach", startups: ["Quasar Robotics"] }],
  },
};
