import type { ServiceContext } from "../../service-context.ts";
import {
  addMinutesUsed,
  addProgramMemberships,
  countPrograms,
  countStartups,
  findAssignedStartupIds,
  findConnectedStartupIds,
  findConnections,
  findConnectionsOf,
  findExistingIds,
  findMembers,
  findOwnStartupId,
  findPeopleOfStartups,
  findProgramStartupIds,
  findProgramsOfStartups,
  findRelationsOfUsers,
  findStartup,
  findStartupNames,
  findStartupsByName,
  findStartupsOfMember,
  findStartupsOfMemberWithCounts,
  findStartupsPage,
  insertStartupWithMembers,
  listPrograms,
  replaceAssignedStartups,
  replaceProgramMemberships,
} from "./startups.repository.ts";
import { programs, startups } from "./startups.tables.ts";

/**
 * The startups module's services: startups, their members (cofounders), programmes and the
 * startups assigned to supporters (with the hours of each connection). Every other module
 * reads and writes these tables through here (decision 008). `ctx.db` may be a transaction.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

/** Each user's startups (as a member), assigned startups and programmes, with member counts. */
export type UserRelations = Awaited<ReturnType<typeof findRelationsOfUsers>>;

export function relationsOfUsers(ctx: Ctx, userIds: string[]): Promise<UserRelations> {
  return findRelationsOfUsers(ctx.db, ctx.tenant, userIds);
}

/** Whether a user is the only member of each of their startups (and has one): a lone founder. */
export function aloneInTheirStartups(rel: UserRelations, userId: string) {
  const own = rel.memberOf.filter((m) => m.userId === userId);
  const members = new Map(rel.memberCounts.map((m) => [m.startupId, m.count]));
  return own.length > 0 && own.every((s) => members.get(s.id) === 1);
}

/**
 * The cofounders of some startups ({ startupId, userId }, in no order). Deleted users are
 * still listed: callers read the people through the users module, which leaves them out.
 */
export function membersOfStartups(ctx: Ctx, startupIds: string[]) {
  return findMembers(ctx.db, ctx.tenant, startupIds);
}

/** The startups a user is a cofounder of ({ id, name }), by name. */
export function startupsOfMember(ctx: Ctx, userId: string) {
  return findStartupsOfMember(ctx.db, ctx.tenant, userId);
}

/** The startups a user is a cofounder of ({ id, name, memberCount }), by name. */
export function startupsOfMemberWithCounts(ctx: Ctx, userId: string) {
  return findStartupsOfMemberWithCounts(ctx.db, ctx.tenant, userId);
}

/** The first startup a user is a cofounder of, or null. */
export function ownStartupId(ctx: Ctx, userId: string) {
  return findOwnStartupId(ctx.db, ctx.tenant, userId);
}

/** The startups a user belongs to (as a cofounder) or is assigned to: the ASSIGNED scope. */
export function connectedStartupIds(ctx: Ctx, userId: string) {
  return findConnectedStartupIds(ctx.db, ctx.tenant, userId);
}

/** The startups of the programmes a user belongs to (SELECTED visibility). */
export function programStartupIds(ctx: Ctx, userId: string) {
  return findProgramStartupIds(ctx.db, ctx.tenant, userId);
}

/** The people of some startups: their cofounders and the users assigned to them (ids). */
export function peopleOfStartups(ctx: Ctx, startupIds: string[]) {
  return findPeopleOfStartups(ctx.db, ctx.tenant, startupIds);
}

/** A startup of the tenant, or null (any id, even not a UUID). */
export function startupById(ctx: Ctx, id: string) {
  return findStartup(ctx.db, ctx.tenant, id);
}

export async function startupExists(ctx: Ctx, id: string) {
  return (await findStartup(ctx.db, ctx.tenant, id)) != null;
}

/** The names of some startups ({ id, name }, in no order); unknown ids are left out. */
export function startupNames(ctx: Ctx, ids: string[]) {
  return findStartupNames(ctx.db, ctx.tenant, ids);
}

/** Which of some ids name a startup of the tenant. */
export function existingStartupIds(ctx: Ctx, ids: string[]) {
  return findExistingIds(ctx.db, ctx.tenant, startups, ids);
}

/** Which of some ids name a programme of the tenant. */
export function existingProgramIds(ctx: Ctx, ids: string[]) {
  return findExistingIds(ctx.db, ctx.tenant, programs, ids);
}

/** Startups by name (at most `limit`, e.g. 500); `ids` limits them (undefined = every startup). */
export function startupsByName(ctx: Ctx, options: { search?: string; ids?: string[]; limit: number }) {
  return findStartupsByName(ctx.db, ctx.tenant, options);
}

/** A page of startups by name with the number that match; `ids` limits them (undefined = all). */
export function startupsPage(
  ctx: Ctx,
  options: { search?: string; ids?: string[]; offset: number; limit: number },
) {
  return findStartupsPage(ctx.db, ctx.tenant, options);
}

export function startupCount(ctx: Ctx) {
  return countStartups(ctx.db, ctx.tenant);
}

/** The organisation's programmes ({ id, name }), by name. */
export function allPrograms(ctx: Ctx) {
  return listPrograms(ctx.db, ctx.tenant);
}

export function programCount(ctx: Ctx) {
  return countPrograms(ctx.db, ctx.tenant);
}

/** The programmes of some startups ({ startupId, id, name }), by name. */
export function programsOfStartups(ctx: Ctx, startupIds: string[]) {
  return findProgramsOfStartups(ctx.db, ctx.tenant, startupIds);
}

/** Sets the programmes a user belongs to (replaces them all). */
export function setProgramMemberships(ctx: Ctx, userId: string, programIds: string[]) {
  return replaceProgramMemberships(ctx.db, ctx.tenant, userId, programIds);
}

/** The startups assigned to a user (as a supporter). */
export function assignedStartupIds(ctx: Ctx, userId: string) {
  return findAssignedStartupIds(ctx.db, ctx.tenant, userId);
}

/** Assigns some startups to a user and unassigns others; the rest stay as they are. */
export function changeAssignedStartups(ctx: Ctx, userId: string, add: string[], remove: string[]) {
  return replaceAssignedStartups(ctx.db, ctx.tenant, userId, add, remove);
}

/** A startup's connections with some users: the assignment rows with their allocated and used minutes. */
export function connectionsWith(ctx: Ctx, startupId: string, userIds: string[]) {
  return findConnections(ctx.db, ctx.tenant, startupId, userIds);
}

/** The connections of some startups ({ startupId, userId, minutesAllocated, minutesUsed }, in no order). */
export function connectionsOfStartups(ctx: Ctx, startupIds: string[]) {
  return findConnectionsOf(ctx.db, ctx.tenant, startupIds);
}

/** Debits a booked meeting's minutes from the startup's connections with its hosts. */
export function debitConnections(ctx: Ctx, startupId: string, hostIds: string[], minutes: number) {
  return addMinutesUsed(ctx.db, ctx.tenant, startupId, hostIds, minutes);
}

/** Gives a cancelled meeting's minutes back to the startup's connections (never below zero). */
export function creditConnections(ctx: Ctx, startupId: string, hostIds: string[], minutes: number) {
  return addMinutesUsed(ctx.db, ctx.tenant, startupId, hostIds, -minutes);
}

/**
 * Creates a startup with its cofounders and programmes (an accepted application's enrolment,
 * issue 17): in the caller's transaction when `ctx.db` is one. Authorisation is the caller's.
 */
export function createStartup(
  ctx: Ctx,
  values: { name: string; programIds?: readonly string[] },
  memberIds: readonly string[],
) {
  return insertStartupWithMembers(
    ctx.db,
    ctx.tenant,
    { name: values.name, programIds: values.programIds ?? [] },
    memberIds,
  );
}

/** Adds a user to programmes, keeping the ones they are in. */
export function joinPrograms(ctx: Ctx, userId: string, programIds: readonly string[]) {
  return addProgramMemberships(ctx.db, ctx.tenant, userId, programIds);
}
