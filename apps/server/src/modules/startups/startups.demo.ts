import { and, eq } from "drizzle-orm";
import type { DemoSeed, DemoSeedContext } from "../../db/seed/demo-seed.ts";
import {
  programMembers,
  programStartups,
  programs,
  startupAssignments,
  startupMembers,
  startups,
} from "./startups.tables.ts";

type DemoStartups = {
  /** Members by the local part of their e-mail (demo-data.ts). */
  startups: { name: string; website: string; members: string[] }[];
  programs: { name: string; members: string[]; startups: string[] }[];
  /** Startups assigned to supporters: their ASSIGNED scope, and the hours of the connection. */
  assignments: { user: string; startups: string[]; minutesAllocated?: number }[];
};

/**
 * By base tenant: founder@ and cofounder2@ are cofounders of the first startup (in the
 * programme), founder3@ of the second (outside it).
 */
const DEMO_STARTUPS: Record<string, DemoStartups> = {
  demo: {
    startups: [
      { name: "Nimbus Analytics", website: "https://nimbus.example", members: ["founder", "cofounder2"] },
      { name: "GreenLoop", website: "https://greenloop.example", members: ["founder3"] },
    ],
    programs: [
      {
        name: "Spring 2026 Cohort",
        members: ["coach", "mentor", "founder", "cofounder2"],
        startups: ["Nimbus Analytics"],
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
  orbit: {
    startups: [
      { name: "Quasar Robotics", website: "https://quasar.example", members: ["founder", "cofounder2"] },
      { name: "Helio Foods", website: "https://helio.example", members: ["founder3"] },
    ],
    programs: [{ name: "Orbit Launch 2026", members: ["coach", "founder"], startups: ["Quasar Robotics"] }],
    assignments: [{ user: "coach", startups: ["Quasar Robotics"] }],
  },
};

/** Startups with their members, programmes and supporters' assignments. */
export const startupsDemo: DemoSeed = {
  after: ["users"],
  async seed(ctx) {
    const data = DEMO_STARTUPS[ctx.organisation.base];
    if (!data) return;
    const incubatorId = ctx.tenant.id;
    const person = (local: string) => idOf(ctx.ids.people, local, "person");
    const startup = (name: string) => idOf(ctx.ids.startups, name, "startup");
    for (const s of data.startups) {
      const [existing] = await ctx.db
        .select({ id: startups.id })
        .from(startups)
        .where(and(eq(startups.incubatorId, incubatorId), eq(startups.name, s.name)));
      const id =
        existing?.id ??
        (
          await ctx.db.insert(startups).values({ incubatorId, name: s.name, website: s.website }).returning()
        )[0]?.id;
      if (!id) throw new Error(`Could not seed ${s.name}`);
      ctx.ids.startups.set(s.name, id);
      const members = s.members.map((local) => ({ incubatorId, startupId: id, userId: person(local) }));
      if (members.length > 0) await ctx.db.insert(startupMembers).values(members).onConflictDoNothing();
    }
    for (const a of data.assignments) {
      await ctx.db
        .insert(startupAssignments)
        .values(
          a.startups.map((name) => ({
            incubatorId,
            userId: person(a.user),
            startupId: startup(name),
            minutesAllocated: a.minutesAllocated ?? 0,
          })),
        )
        .onConflictDoNothing();
    }
    for (const p of data.programs) await seedProgram(ctx, p, person, startup);
  },
};

async function seedProgram(
  ctx: DemoSeedContext,
  p: DemoStartups["programs"][number],
  person: (local: string) => string,
  startup: (name: string) => string,
) {
  const incubatorId = ctx.tenant.id;
  const [existing] = await ctx.db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.incubatorId, incubatorId), eq(programs.name, p.name)));
  const programId =
    existing?.id ?? (await ctx.db.insert(programs).values({ incubatorId, name: p.name }).returning())[0]?.id;
  if (!programId) throw new Error(`Could not seed ${p.name}`);
  if (p.members.length > 0)
    await ctx.db
      .insert(programMembers)
      .values(p.members.map((local) => ({ incubatorId, programId, userId: person(local) })))
      .onConflictDoNothing();
  if (p.startups.length > 0)
    await ctx.db
      .insert(programStartups)
      .values(p.startups.map((name) => ({ incubatorId, programId, startupId: startup(name) })))
      .onConflictDoNothing();
}

function idOf(ids: Map<string, string>, key: string, what: string): string {
  const id = ids.get(key);
  if (!id) throw new Error(`Demo data names an unknown ${what}: ${key}`);
  return id;
}
