import type { TagKind } from "@launchpad/domain/tags";
import { ValidationError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { findIndustries, findLinks, findTags, findTagsOfKind, LINKS } from "./tags.repository.ts";

/** What other modules read of tags and industries (the door, docs/tags.md). */
export type TagCard = { id: string; name: string; color: string; kind: TagKind };
export type IndustryCard = { id: string; name: string };

/** Some tags by id, by name; unknown ids (or another tenant's) are left out. */
export async function tagCards(ctx: ServiceContext, ids: string[]): Promise<TagCard[]> {
  const rows = await findTags(ctx.db, ctx.tenant, ids);
  return rows
    .map((r) => ({ id: r.id, name: r.name, color: r.color, kind: r.kind }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** Some industries by id, by name; unknown ids are left out. */
export async function industryCards(ctx: ServiceContext, ids: string[]): Promise<IndustryCard[]> {
  const rows = await findIndustries(ctx.db, ctx.tenant, ids);
  return rows.map((r) => ({ id: r.id, name: r.name })); // by name (the query's order)
}

/**
 * Every id names a tag of the tenant of one of the kinds, or a ValidationError names the
 * first bad id (field `tagIds`).
 */
export async function assertTagsOfKind(ctx: ServiceContext, ids: string[], kinds: readonly TagKind[]) {
  if (ids.length === 0) return;
  const rows = new Map((await findTags(ctx.db, ctx.tenant, ids)).map((r) => [r.id, r]));
  const bad = ids.find((id) => !kinds.includes(rows.get(id)?.kind as TagKind));
  if (bad !== undefined) {
    const known = rows.get(bad);
    throw new ValidationError({
      tagIds: known
        ? `Tag ${bad} is a ${known.kind} tag, not one of ${kinds.join(", ")}`
        : `Tag ${bad} does not exist`,
    });
  }
}

/** Every id names an industry of the tenant, or a ValidationError names the first bad id. */
export async function assertIndustriesExist(ctx: ServiceContext, ids: string[]) {
  if (ids.length === 0) return;
  const known = new Set((await findIndustries(ctx.db, ctx.tenant, ids)).map((r) => r.id));
  const bad = ids.find((id) => !known.has(id));
  if (bad !== undefined) throw new ValidationError({ industryIds: `Industry ${bad} does not exist` });
}

/** userId → its tag ids (every kind); each asked id has an entry. */
export function tagIdsOfUsers(ctx: ServiceContext, userIds: string[]) {
  return findLinks(ctx.db, ctx.tenant, LINKS.userTags, userIds);
}

/** startupId → its tag ids; each asked id has an entry. */
export function tagIdsOfStartups(ctx: ServiceContext, startupIds: string[]) {
  return findLinks(ctx.db, ctx.tenant, LINKS.startupTags, startupIds);
}

export function industryIdsOfUsers(ctx: ServiceContext, userIds: string[]) {
  return findLinks(ctx.db, ctx.tenant, LINKS.userIndustries, userIds);
}

export function industryIdsOfStartups(ctx: ServiceContext, startupIds: string[]) {
  return findLinks(ctx.db, ctx.tenant, LINKS.startupIndustries, startupIds);
}

/** Tags of one kind by name (case-insensitive) → id; names with no tag are left out (demo data, imports). */
export async function tagIdsByName(ctx: ServiceContext, kind: TagKind, names: string[]) {
  const rows = await findTagsOfKind(ctx.db, ctx.tenant, kind);
  const wanted = new Set(names.map((n) => n.toLowerCase()));
  return new Map(rows.filter((r) => wanted.has(r.name.toLowerCase())).map((r) => [r.name, r.id]));
}
