import { z } from "zod";
import { NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { featureFlags } from "../feature-flags/index.ts";
import { viewerAccess } from "../permissions/index.ts";
import { funnelScope } from "./access.ts";
import { DashboardOffError } from "./dashboard.errors.ts";
import { buildDashboard, type DashboardView, scoreRanges } from "./dashboard.figures.ts";
import {
  countApplications,
  countByWeek,
  type DashboardWhere,
  funnelsAndRounds,
  roundPaths,
  scoreHistograms,
} from "./dashboard.repository.ts";
import { listFunnels } from "./funnels.repository.ts";

/**
 * /application/dashboard (issue 17; spec-2 §2: the applications dashboard feature; spec-2
 * §6: APPLICATION_DASHBOARD). The key is the field's scope; here the flag, then which
 * applications count: every funnel for who reads all applications (APPLICATION_ALL:VIEW or
 * APPLICATION_FLOW:VIEW with ALL), else the funnels the viewer administers.
 */

/** The funnels whose applications the viewer may read as staff ("ALL" or ids; [] none). */
export async function applicationReadScope(ctx: ServiceContext): Promise<"ALL" | string[]> {
  const access = await viewerAccess(ctx);
  if (!access) return [];
  if (access.permissions.get("APPLICATION_ALL:VIEW") === "ALL") return "ALL";
  return funnelScope(ctx, "APPLICATION_FLOW:VIEW");
}

const day = z.iso.date({ message: "Give a date as yyyy-mm-dd" });
export const dashboardFilterSchema = z
  .strictObject({
    funnelId: z.uuid({ message: "Choose a funnel" }).nullish(),
    from: day.nullish(),
    to: day.nullish(),
  })
  .refine((f) => !f.from || !f.to || f.from <= f.to, {
    path: ["to"],
    message: "The end date must be on or after the start date",
  });
export type DashboardFilter = z.infer<typeof dashboardFilterSchema>;

const DAY = 86_400_000;

/** A filter as the repository's WHERE: dates are whole UTC days, `to` included. */
export function dashboardWhere(filter: DashboardFilter, funnels: "ALL" | string[]): DashboardWhere {
  return {
    funnels,
    funnelId: filter.funnelId ?? undefined,
    from: filter.from ? new Date(`${filter.from}T00:00:00Z`) : undefined,
    to: filter.to ? new Date(Date.parse(`${filter.to}T00:00:00Z`) + DAY) : undefined,
  };
}

/** The dashboard's figures and the funnels its filter may pick (those in scope, by name). */
export type DashboardResult = DashboardView & { funnelOptions: { id: string; name: string }[] };

export async function applicationsDashboard(ctx: ServiceContext, input: unknown): Promise<DashboardResult> {
  const flag = (await featureFlags(ctx)).find((f) => f.name === "applicationsDashboard");
  if (!flag?.enabled || !flag.activated) throw new DashboardOffError();
  const filter = parseInput(dashboardFilterSchema, input);
  const scope = await applicationReadScope(ctx);
  if (filter.funnelId && scope !== "ALL" && !scope.includes(filter.funnelId))
    throw new NotFoundError("Funnel");
  const where = dashboardWhere(filter, scope);
  const structure = await funnelsAndRounds(ctx.db, ctx.tenant, where);
  if (filter.funnelId && structure.length === 0) throw new NotFoundError("Funnel");
  const funnelOptions = (await listFunnels(ctx.db, ctx.tenant, scope))
    .map((f) => ({ id: f.id, name: f.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
  if (scope !== "ALL" && scope.length === 0) {
    const empty = { counts: [], weeks: [], paths: [], structure, histograms: [], bins: scoreRanges([]) };
    return { ...buildDashboard(empty), funnelOptions };
  }
  const counts = await countApplications(ctx.db, ctx.tenant, where);
  const bins = scoreRanges(counts);
  const [weeks, paths, histograms] = await Promise.all([
    countByWeek(ctx.db, ctx.tenant, where),
    roundPaths(ctx.db, ctx.tenant, where),
    scoreHistograms(ctx.db, ctx.tenant, where, bins),
  ]);
  return { ...buildDashboard({ counts, weeks, paths, structure, histograms, bins }), funnelOptions };
}
