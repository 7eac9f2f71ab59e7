import { z } from "zod";
import { NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { userCard } from "../booking/index.ts";
import { startupPeople } from "../directory/index.ts";
import { inScope, requireAccess, startupScope } from "../permissions/index.ts";
import {
  membersWithRoles,
  ownStartupId,
  programsOfStartups,
  startupById,
  startupsPage,
} from "../startups/index.ts";
import { peopleByIds } from "../users/index.ts";
import { connectionsOf } from "./connections.ts";
import { fileRights } from "./file-rights.ts";

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
  const [members, roles, programs] = await Promise.all([
    startupPeople(ctx, [startup.id]),
    membersWithRoles(ctx, startup.id),
    programsOfStartups(ctx, [startup.id]),
  ]);
  const viewerIsMember = members.some((m) => m.id === ctx.viewer?.id);
  const cards = new Map(
    (
      await peopleByIds(
        ctx,
        members.map((m) => m.id),
      )
    ).map((p) => [p.user.id, p]),
  );
  return {
    id: startup.id,
    name: startup.name,
    logo: startup.logo,
    website: startup.website,
    foundingYear: startup.foundingYear,
    description: startup.description,
    createdAt: startup.createdAt,
    members: members.map(({ id, fullName }) => ({ id, fullName })),
    // The people by the date they joined (the first is usually the founder), with their role.
    people: roles.flatMap((r) => {
      const person = cards.get(r.userId);
      return person ? [{ id: r.userId, user: userCard(person), role: r.role, joinedAt: r.joinedAt }] : [];
    }),
    programs: programs.map(({ id, name }) => ({ id, name })),
    viewerIsMember,
    viewerRights: await fileRights(ctx, startup.id, viewerIsMember),
  };
}

/** The startup in the viewer's STARTUP_FILE:VIEW scope, or NotFoundError. */
export async function requireVisibleStartup(ctx: Ctx, id: string) {
  const startup = await visibleStartup(ctx, id);
  if (!startup) throw new NotFoundError("Startup");
  return startup;
}

export async function startupConnections(ctx: Ctx, startupId: string) {
  const startup = await requireVisibleStartup(ctx, startupId);
  return (await connectionsOf(ctx, [startup.id])).get(startup.id) ?? [];
}
