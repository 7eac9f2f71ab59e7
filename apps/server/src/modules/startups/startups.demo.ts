import { and, eq } from "drizzle-orm";
import type { DemoSeed, DemoSeedContext } from "../../db/seed/demo-seed.ts";
import { DEMO_STARTUPS, type DemoProgram, type DemoStartup } from "./demo-startups.ts";
import {
  programMembers,
  programStartups,
  programs,
  startupAssignments,
  startupMembers,
  startups,
} from "./startups.tables.ts";

type Lookup = (key: string) => string;

/** Startups with their profiles and members' roles, programmes and supporters' assignments (demo-startups.ts). */
export const startupsDemo: DemoSeed = {
  after: ["users"],
  async seed(ctx) {
    const data = DEMO_STARTUPS[ctx.organisation.base];
    if (!data) return;
    const incubatorId = ctx.tenant.id;
    const person = (local: string) => idOf(ctx.ids.people, local, "person");
    const startup = (name: string) => idOf(ctx.ids.startups, name, "startup");
    for (const s of data.startups) await seedStartup(ctx, s, person);
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

async function seedStartup(ctx: DemoSeedContext, s: DemoStartup, person: Lookup) {
  const incubatorId = ctx.tenant.id;
  const [existing] = await ctx.db
    .select({ id: startups.id })
    .from(startups)
    .where(and(eq(startups.incubatorId, incubatorId), eq(startups.name, s.name)));
  const id =
    existing?.id ??
    (
      await ctx.db
        .insert(startups)
        .values({
          incubatorId,
          name: s.name,
          website: s.website,
          foundingYear: s.foundingYear,
          description: s.description,
        })
        .returning({ id: startups.id })
    )[0]?.id;
  if (!id) throw new Error(`Could not seed ${s.name}`);
  ctx.ids.startups.set(s.name, id);
  const members = s.members.map((m) => ({
    incubatorId,
    startupId: id,
    userId: person(m.local),
    role: m.role,
  }));
  if (members.length > 0) await ctx.db.insert(startupMembers).values(members).onConflictDoNothing();
}

async function seedProgram(ctx: DemoSeedContext, p: DemoProgram, person: Lookup, startup: Lookup) {
  const incubatorId = ctx.tenant.id;
  const [existing] = await ctx.db
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.incubatorId, incubatorId), eq(programs.name, p.name)));
  const programId =
    existing?.id ??
    (
      await ctx.db
        .insert(programs)
        .values({
          incubatorId,
          name: p.name,
          type: p.type,
          mode: p.mode,
          description: p.description,
          startsOn: p.startsOn,
          endsOn: p.endsOn,
          adminId: person(p.admin),
        })
        .returning({ id: programs.id })
    )[0]?.id;
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
