import type { ProgramMode, ProgramType } from "@launchpad/domain/startups";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { isUuid, owned, scoped } from "../../db/tenant-scope.ts";
import type { ServiceContext } from "../../service-context.ts";
import { programMembers, programStartups, programs, startups } from "./startups.tables.ts";

/**
 * The programmes' data (issue 18, lane F, docs/programs.md): their details, members and
 * startups. Every query filters by the tenant; the programs module authorises and validates.
 * `ctx.db` may be a transaction.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

export type ProgramValues = {
  name: string;
  type: ProgramType;
  description: string | null;
  startsOn: string | null;
  endsOn: string | null;
  mode: ProgramMode;
  adminId: string | null;
};

/** Serialises the creations of one tenant's programmes (count + insert), within a transaction. */
export async function lockProgramCreation(ctx: Ctx) {
  await ctx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`programs:${ctx.tenant.id}`}))`);
}

const memberCount = sql<number>`(select count(*)::int from ${programMembers} where ${programMembers.programId} = ${programs.id})`;
const startupCount = sql<number>`(select count(*)::int from ${programStartups} where ${programStartups.programId} = ${programs.id})`;

/** The tenant's programmes with their details and how many members and startups each has, by name. */
export function programsWithCounts(ctx: Ctx) {
  return ctx.db
    .select({ program: programs, memberCount, startupCount })
    .from(programs)
    .where(scoped(programs, ctx.tenant))
    .orderBy(asc(programs.name), asc(programs.id));
}

/** A programme of the tenant with its counts, or null (any id, even not a UUID). */
export async function programWithCounts(ctx: Ctx, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await ctx.db
    .select({ program: programs, memberCount, startupCount })
    .from(programs)
    .where(scoped(programs, ctx.tenant, eq(programs.id, id)));
  return row ?? null;
}

/** A new programme with its members. */
export async function insertProgram(ctx: Ctx, values: ProgramValues, memberIds: readonly string[]) {
  const [row] = await ctx.db.insert(programs).values(owned(ctx.tenant, values)).returning();
  if (!row) throw new Error("insert returned no programme");
  await replaceProgramMembers(ctx, row.id, memberIds);
  return row;
}

/** Changes a programme's details; false when it is not the tenant's. */
export async function updateProgramRow(ctx: Ctx, id: string, values: Partial<ProgramValues>) {
  if (!isUuid(id)) return false;
  const rows = await ctx.db
    .update(programs)
    .set({ ...values, updatedAt: new Date() })
    .where(scoped(programs, ctx.tenant, eq(programs.id, id)))
    .returning({ id: programs.id });
  return rows.length > 0;
}

/** Deletes a programme (its memberships and startups go with it); false when it is not the tenant's. */
export async function deleteProgramRow(ctx: Ctx, id: string) {
  if (!isUuid(id)) return false;
  const rows = await ctx.db
    .delete(programs)
    .where(scoped(programs, ctx.tenant, eq(programs.id, id)))
    .returning({ id: programs.id });
  return rows.length > 0;
}

/** Sets a programme's members (replaces them all). */
export async function replaceProgramMembers(ctx: Ctx, programId: string, userIds: readonly string[]) {
  await ctx.db
    .delete(programMembers)
    .where(scoped(programMembers, ctx.tenant, eq(programMembers.programId, programId)));
  const unique = [...new Set(userIds)];
  if (unique.length > 0) {
    await ctx.db
      .insert(programMembers)
      .values(unique.map((userId) => owned(ctx.tenant, { programId, userId })))
      .onConflictDoNothing();
  }
}

/** The user ids of a programme's members (in no order). */
export async function programMemberIds(ctx: Ctx, programId: string): Promise<string[]> {
  if (!isUuid(programId)) return [];
  const rows = await ctx.db
    .select({ id: programMembers.userId })
    .from(programMembers)
    .where(scoped(programMembers, ctx.tenant, eq(programMembers.programId, programId)));
  return rows.map((r) => r.id);
}

/** A programme's startups ({ id, name }), by name. */
export async function startupsOfProgram(ctx: Ctx, programId: string) {
  if (!isUuid(programId)) return [];
  return ctx.db
    .select({ id: startups.id, name: startups.name })
    .from(programStartups)
    .innerJoin(startups, eq(startups.id, programStartups.startupId))
    .where(scoped(programStartups, ctx.tenant, eq(programStartups.programId, programId)))
    .orderBy(asc(startups.name), asc(startups.id));
}

/** Removes a user from a programme; false when they were not in it. */
export async function leaveProgram(ctx: Ctx, programId: string, userId: string) {
  const rows = await ctx.db
    .delete(programMembers)
    .where(
      scoped(
        programMembers,
        ctx.tenant,
        and(eq(programMembers.programId, programId), eq(programMembers.userId, userId)),
      ),
    )
    .returning({ id: programMembers.userId });
  return rows.length > 0;
}

/** Puts startups into a programme (those already in it stay). */
export async function addStartupsToProgram(ctx: Ctx, programId: string, startupIds: readonly string[]) {
  const unique = [...new Set(startupIds)];
  if (unique.length === 0) return;
  await ctx.db
    .insert(programStartups)
    .values(unique.map((startupId) => owned(ctx.tenant, { programId, startupId })))
    .onConflictDoNothing();
}

/** Takes startups out of a programme. */
export async function removeStartupsFromProgram(ctx: Ctx, programId: string, startupIds: readonly string[]) {
  if (startupIds.length === 0) return;
  await ctx.db
    .delete(programStartups)
    .where(
      scoped(
        programStartups,
        ctx.tenant,
        and(eq(programStartups.programId, programId), inArray(programStartups.startupId, [...startupIds])),
      ),
    );
}

/** How many programmes the tenant has whose name is this one (case-insensitive), other than `exceptId`. */
export async function programsNamed(ctx: Ctx, name: string, exceptId?: string) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(programs)
    .where(
      scoped(
        programs,
        ctx.tenant,
        sql`lower(${programs.name}) = lower(${name})`,
        exceptId && isUuid(exceptId) ? sql`${programs.id} <> ${exceptId}` : undefined,
      ),
    );
  return row?.n ?? 0;
}
