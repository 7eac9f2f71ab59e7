import { inArray } from "drizzle-orm";
import { isUuid, scoped } from "../../db/tenant-scope.ts";
import type { ServiceContext } from "../../service-context.ts";
import { LINKS, type Link } from "./tags.repository.ts";

/**
 * Startups by what they carry (the startups administration's filters, lane E, issue 18):
 * the ids of the startups that carry ANY of the given tags, or industries. Another tenant's
 * ids match nothing.
 */
type Ctx = Pick<ServiceContext, "db" | "tenant">;

async function ownersWithAny(ctx: Ctx, link: Link, itemIds: readonly string[]): Promise<string[]> {
  const wanted = [...new Set(itemIds)].filter(isUuid);
  if (wanted.length === 0) return [];
  const rows = await ctx.db
    .selectDistinct({ owner: link.owner })
    .from(link.table)
    .where(scoped(link.table, ctx.tenant, inArray(link.item, wanted)));
  return rows.map((r) => String(r.owner));
}

export function startupIdsWithAnyTag(ctx: Ctx, tagIds: readonly string[]) {
  return ownersWithAny(ctx, LINKS.startupTags, tagIds);
}

export function startupIdsWithAnyIndustry(ctx: Ctx, industryIds: readonly string[]) {
  return ownersWithAny(ctx, LINKS.startupIndustries, industryIds);
}
