import type { ServiceContext } from "../../service-context.ts";
import { findMembers, findRelationsOfUsers } from "./startups.repository.ts";

/** Each user's startups (as a member), assigned startups and programmes, with member counts. */
export type UserRelations = Awaited<ReturnType<typeof findRelationsOfUsers>>;

export function relationsOfUsers(
  ctx: Pick<ServiceContext, "db" | "tenant">,
  userIds: string[],
): Promise<UserRelations> {
  return findRelationsOfUsers(ctx.db, ctx.tenant, userIds);
}

/** Whether a user is the only member of each of their startups (and has one): a lone founder. */
export function aloneInTheirStartups(rel: UserRelations, userId: string) {
  const own = rel.memberOf.filter((m) => m.userId === userId);
  const members = new Map(rel.memberCounts.map((m) => [m.startupId, m.count]));
  return own.length > 0 && own.every((s) => members.get(s.id) === 1);
}

/** The cofounders of some startups (not deleted), with their names, ordered by name. */
export function membersOfStartups(ctx: Pick<ServiceContext, "db" | "tenant">, startupIds: string[]) {
  return findMembers(ctx.db, ctx.tenant, startupIds);
}
