import { z } from "zod";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { startupPeople } from "../directory/index.ts";
import { startupScope } from "../permissions/index.ts";
import { adminStartupsPage, programsOfStartups } from "../startups/index.ts";
import { startupIdsWithAnyIndustry, startupIdsWithAnyTag } from "../tags/index.ts";
import { FILE_KEY } from "./startup-admin.access.ts";

/**
 * The startups administration's list (docs/admin-startups.md): every startup in the viewer's
 * STARTUP_FILE:VIEW scope, by name, a page at a time, with a name search and filters by
 * programme, tag and industry. Within one filter any of the chosen values matches; the
 * filters together must all match.
 */
const ids = z.array(z.uuid("Not an id")).max(100, "At most 100 at a time");

const querySchema = z.object({
  filter: z
    .object({
      search: z.string().trim().max(100, "At most 100 characters").nullish(),
      programIds: ids.nullish(),
      tagIds: ids.nullish(),
      industryIds: ids.nullish(),
    })
    .nullish(),
  page: z.number().int().min(1, "Pages start at 1").nullish(),
  pageSize: z.number().int().min(1, "At least 1 per page").max(100, "At most 100 per page").nullish(),
});

export type AdminStartupItem = {
  id: string;
  name: string;
  logo: string | null;
  website: string | null;
  foundingYear: number | null;
  createdAt: string;
  memberCount: number;
  connectionCount: number;
  members: { id: string; fullName: string }[];
  programs: { id: string; name: string }[];
};

/** Intersects id sets; undefined is "no restriction". */
function intersect(a: readonly string[] | undefined, b: readonly string[] | undefined) {
  if (!a) return b;
  if (!b) return a;
  const set = new Set(b);
  return a.filter((id) => set.has(id));
}

export async function adminStartups(
  ctx: ServiceContext,
  args: unknown,
): Promise<{ total: number; page: number; pageSize: number; items: AdminStartupItem[] }> {
  const q = parseInput(querySchema, args);
  const filter = q.filter ?? {};
  const page = q.page ?? 1;
  const pageSize = q.pageSize ?? 20;
  const scope = await startupScope(ctx, FILE_KEY);
  let only: readonly string[] | undefined = scope === "ALL" ? undefined : scope;
  if (filter.tagIds?.length) only = intersect(only, await startupIdsWithAnyTag(ctx, filter.tagIds));
  if (filter.industryIds?.length)
    only = intersect(only, await startupIdsWithAnyIndustry(ctx, filter.industryIds));
  const { total, rows } = await adminStartupsPage(ctx, {
    search: filter.search || undefined,
    ids: only,
    programIds: filter.programIds?.length ? filter.programIds : undefined,
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  const startupIds = rows.map((r) => r.id);
  const [members, programs] = await Promise.all([
    startupPeople(ctx, startupIds),
    programsOfStartups(ctx, startupIds),
  ]);
  return {
    total,
    page,
    pageSize,
    items: rows.map((s) => ({
      id: s.id,
      name: s.name,
      logo: s.logo,
      website: s.website,
      foundingYear: s.foundingYear,
      createdAt: s.createdAt.toISOString(),
      memberCount: s.memberCount,
      connectionCount: s.connectionCount,
      members: members.filter((m) => m.startupId === s.id).map(({ id, fullName }) => ({ id, fullName })),
      programs: programs.filter((p) => p.startupId === s.id).map(({ id, name }) => ({ id, name })),
    })),
  };
}
