import { z } from "zod";
import { NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { startupPeople } from "../directory/index.ts";
import { inScope, requireAccess, startupScope } from "../permissions/index.ts";
import { ownStartupId, programsOfStartups, startupById, startupsPage } from "../startups/index.ts";
import { connectionsOf } from "./connections.ts";

/**
 * The startup portfolio (/coaching) and the startup file's header: the startups within the
 * viewer's STARTUP_FILE:VIEW scope — ALL: every startup; ASSIGNED: their own startups and
 * those assigned to them (docs/permissions.md). Out of scope reads as not found.
 */
type Ctx = ServiceContext;

const FILE_KEY = "STARTUP_FILE:VIEW";

const portfolioSchema = z.object({
  search: z.string().trim().max(100, "At most 100 characters").nullish(),
  page: z.number().int().min(1, "Pages start at 1").nullish(),
  pageSize: z.number().int().min(1).max(100, "At most 100 per page").nullish(),
});

export async function portfolio(ctx: Ctx, args: unknown) {
  const q = parseInput(portfolioSchema, args);
  const scope = await startupScope(ctx, FILE_KEY);
  const pageSize = q.pageSize ?? 20;
  const { total, rows } = await startupsPage(ctx, {
    search: q.search || undefined,
    ids: scope === "ALL" ? undefined : scope,
    offset: ((q.page ?? 1) - 1) * pageSize,
    limit: pageSize,
  });
  const ids = rows.map((r) => r.id);
  const [members, programs, connections] = await Promise.all([
    startupPeople(ctx, ids),
    programsOfStartups(ctx, ids),
    connectionsOf(ctx, ids),
  ]);
  return {
    total,
    items: rows.map((s) => ({
      id: s.id,
      name: s.name,
      logo: s.logo,
      website: s.website,
      members: members.filter((m) => m.startupId === s.id).map(({ id, fullName }) => ({ id, fullName })),
      programs: programs.filter((p) => p.startupId === s.id).map(({ id, name }) => ({ id, name })),
      connections: connections.get(s.id) ?? [],
    })),
  };
}

/** A startup in the viewer's scope, or null; without an id, the viewer's own first startup. */
async function visibleStartup(ctx: Ctx, id: string | null | undefined) {
  const access = await requireAccess(ctx);
  const startupId = id ?? (await ownStartupId(ctx, access.userId));
  if (!startupId) return null;
  const scope = await startupScope(ctx, FILE_KEY);
  if (!inScope(scope, startupId)) return null;
  return startupById(ctx, startupId);
}

export async function startupFile(ctx: Ctx, id: string | null | undefined) {
  const startup = await visibleStartup(ctx, id);
  if (!startup) return null;
  const members = await startupPeople(ctx, [startup.id]);
  return {
    id: startup.id,
    name: startup.name,
    logo: startup.logo,
    website: startup.website,
    members: members.map(({ id, fullName }) => ({ id, fullName })),
    viewerIsMember: members.some((m) => m.id === ctx.viewer?.id),
  };
}

export async function startupConnections(ctx: Ctx, startupId: string) {
  const startup = await visibleStartup(ctx, startupId);
  if (!startup) throw new NotFoundError("Startup");
  return (await connectionsOf(ctx, [startup.id])).get(startup.id) ?? [];
}
