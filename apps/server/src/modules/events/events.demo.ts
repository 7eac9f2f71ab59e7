import type { DemoSeed, DemoSeedContext } from "../../db/seed/demo-seed.ts";
import { allPrograms } from "../startups/index.ts";
import { tagIdsByName } from "../tags/index.ts";
import { insertAttendee } from "./attendees.repository.ts";
import {
  findEventByTitle,
  insertEvents,
  type NewEvent,
  replaceEventTags,
  replaceHosts,
} from "./events.repository.ts";
import type { AttendeeStatus } from "./events.tables.ts";
import { EMPTY_VISIBILITY } from "./visibility.ts";

/**
 * Demo events (docs/demo-data.md), by base tenant, times relative to the day of seeding (UTC):
 * a published group session limited to one programme, full, with a waitlist; one-to-one office
 * hours with two hosts who have weekly hours (availability.demo.ts), overlapping; a past
 * session; a draft. Found by title: seeding twice changes nothing.
 */
type DemoEvent = {
  title: string;
  description: string;
  eventType: "GROUP" | "ONE_ON_ONE";
  status: "DRAFT" | "PUBLISHED";
  /** Days from the seeding day, and the UTC hour of the start. */
  day: number;
  hour: number;
  hours: number;
  capacity?: number;
  program?: string;
  hosts?: string[];
  topics?: string[];
  tags?: string[];
  location?: { text?: string; link?: string; provider?: "ZOOM" | "MICROSOFT_TEAMS" };
  attendees?: [who: string, status: AttendeeStatus][];
};

const SPRING: DemoEvent[] = [
  {
    title: "Fundraising workshop: your first term sheet",
    description:
      "How a term sheet is built, what to negotiate, and what to leave alone. Bring your questions.",
    eventType: "GROUP",
    status: "PUBLISHED",
    day: 5,
    hour: 14,
    hours: 2,
    capacity: 2,
    hosts: ["coach"],
    topics: ["Fundraising", "Legal"],
    tags: ["Workshop"],
    location: { text: "Main hall, 2nd floor" },
    attendees: [
      ["cofounder2", "REGISTERED"],
      ["coach", "REGISTERED"],
      ["mentor", "WAITLISTED"],
    ],
  },
  {
    title: "Office hours with the coaches",
    description: "Thirty minutes with two coaches together on whatever blocks you this week.",
    eventType: "ONE_ON_ONE",
    status: "PUBLISHED",
    day: 1,
    hour: 7,
    hours: 28 * 24,
    hosts: ["coach", "admincoach"],
    topics: ["Product"],
    tags: ["Office hours"],
    location: { link: "https://us02web.zoom.us/j/5550100", provider: "ZOOM" },
  },
  {
    title: "Kick-off breakfast",
    description: "The cohort's first morning together.",
    eventType: "GROUP",
    status: "PUBLISHED",
    day: -10,
    hour: 8,
    hours: 2,
    capacity: 40,
    tags: ["Networking"],
    location: { text: "Cafeteria" },
    attendees: [
      ["founder", "REGISTERED"],
      ["cofounder2", "REGISTERED"],
    ],
  },
  {
    title: "Demo day rehearsal",
    description: "A dry run of the pitches, with feedback from the staff. Not announced yet.",
    eventType: "GROUP",
    status: "DRAFT",
    day: 20,
    hour: 15,
    hours: 3,
    capacity: 30,
    topics: ["Marketing"],
  },
];

const DEMO_EVENTS: Record<string, { program: string; events: DemoEvent[] }> = {
  demo: { program: "Spring 2026 Cohort", events: SPRING },
  orbit: { program: "Orbit Launch 2026", events: SPRING },
};

const DAY_MS = 86_400_000;

function startOf(ctx: DemoSeedContext, e: DemoEvent): Date {
  const now = ctx.clock.now();
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(day + e.day * DAY_MS + e.hour * 3_600_000);
}

async function seedEvent(ctx: DemoSeedContext, e: DemoEvent, programId: string | undefined) {
  if (await findEventByTitle(ctx.db, ctx.tenant, e.title)) return;
  const person = (local: string) => ctx.ids.people.get(local);
  const start = startOf(ctx, e);
  const staff = person("staff") ?? null;
  const row: NewEvent = {
    eventType: e.eventType,
    title: e.title,
    description: e.description,
    status: e.status,
    capacity: e.capacity ?? null,
    startTime: start,
    endTime: new Date(start.getTime() + e.hours * 3_600_000),
    timezone: ctx.organisation.timezone,
    locationText: e.location?.text ?? null,
    locationLink: e.location?.link ?? null,
    locationProvider: e.location?.provider ?? null,
    createdById: staff,
    visibility:
      e.eventType === "GROUP" && e.status === "PUBLISHED" && e.day > 0 && programId
        ? { ...EMPTY_VISIBILITY, startupPrograms: { is: [programId], isNot: [] } }
        : EMPTY_VISIBILITY,
    durationMinutes: e.eventType === "ONE_ON_ONE" ? 30 : null,
    timeslotIncrement: e.eventType === "ONE_ON_ONE" ? 30 : null,
    availabilityMode: e.eventType === "ONE_ON_ONE" ? "OVERLAPPING" : null,
    availabilityMethod: e.eventType === "ONE_ON_ONE" ? "HOSTS_AVAILABILITY" : null,
    availabilityType: e.eventType === "ONE_ON_ONE" ? "BUSINESS_HOURS" : null,
    calendarHostId: e.eventType === "ONE_ON_ONE" && e.hosts?.[0] ? (person(e.hosts[0]) ?? null) : null,
    publishedAt: e.status === "PUBLISHED" ? ctx.clock.now() : null,
  };
  const [event] = await insertEvents(ctx.db, ctx.tenant, [row]);
  if (!event) return;
  await replaceHosts(
    ctx.db,
    ctx.tenant,
    event.id,
    (e.hosts ?? []).flatMap((h) => person(h) ?? []),
  );
  const topics = await tagIdsByName(ctx, "topic", e.topics ?? []);
  const tags = await tagIdsByName(ctx, "event", e.tags ?? []);
  await replaceEventTags(ctx.db, ctx.tenant, event.id, "topic", [...topics.values()]);
  await replaceEventTags(ctx.db, ctx.tenant, event.id, "tag", [...tags.values()]);
  let n = 0;
  for (const [who, status] of e.attendees ?? []) {
    const userId = person(who);
    if (!userId) continue;
    const at = new Date(ctx.clock.now().getTime() - (10 - n++) * 60_000);
    await insertAttendee(ctx.db, ctx.tenant, {
      eventId: event.id,
      userId,
      status,
      registrationTime: at,
      waitlistedAt: status === "WAITLISTED" ? at : null,
    });
  }
}

export const eventsDemo: DemoSeed = {
  after: ["users", "startups", "tags", "availability"],
  async seed(ctx) {
    const data = DEMO_EVENTS[ctx.organisation.base];
    if (!data) return;
    const program = (await allPrograms(ctx)).find((p) => p.name === data.program);
    for (const e of data.events) await seedEvent(ctx, e, program?.id);
  },
};
