import { isLocale, type Locale } from "@launchpad/domain";
import type { ApplicationStatus } from "@launchpad/domain/applications";
import { localized } from "@launchpad/domain/forms";
import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { inScope, startupScope } from "../permissions/index.ts";
import { membersOfStartups, startupExists } from "../startups/index.ts";
import { userNames, usersByIds } from "../users/index.ts";
import { mayStaff } from "./application-access.ts";
import type { ApplicationRow } from "./applications.tables.ts";
import { blindFor } from "./blind.ts";
import { EXPORT_TEXTS } from "./export.texts.ts";
import { funnelsByIds, roundsOfFunnels } from "./funnels.repository.ts";
import { findApplicationsOfStartup } from "./startup-applications.repository.ts";

/**
 * The startup file's applications tab (issue 18, decision 060, docs/startup-export.md).
 * Who: the viewer holds STARTUP_FILE:VIEW with the startup in scope (else it is not found).
 * What each row shows depends on the viewer and the application's funnel:
 * - staff of the funnel (APPLICATION_ALL:VIEW or APPLICATION_FLOW:VIEW on it, or its admin):
 *   the real status, the funnel's internal name, the applicant, a link to /application/:id;
 * - the startup's cofounders: what an applicant sees (public funnel name; "pending decision"
 *   and a scheduled rejection read as "under review"), the applicant's name, and for their
 *   own application a link to /applications-manager;
 * - anyone else with the startup in scope (a coach or mentor): the applicant's view without
 *   names or links, submitted applications only.
 * An application the viewer evaluates in a blind round is left out (decision 050: the list
 * would tie it to the startup).
 */
export type StartupApplicationView = {
  id: string;
  funnelName: string;
  roundName: string | null;
  roundPosition: number | null;
  status: ApplicationStatus;
  createdAt: string;
  submittedAt: string | null;
  decidedAt: string | null;
  applicantName: string | null;
  /** Where the viewer opens it (null: they cannot). */
  link: string | null;
  staffView: boolean;
};

const APPLICANT_STATUS: Partial<Record<ApplicationStatus, ApplicationStatus>> = {
  pending_decision: "under_review",
  delay_rejected: "under_review",
};

/** The applicant's view of a status (what /applications-manager shows). */
export function applicantStatus(status: ApplicationStatus): ApplicationStatus {
  return APPLICANT_STATUS[status] ?? status;
}

/** A status's name in a language, as the applications export writes it. */
export function applicationStatusName(locale: Locale, status: ApplicationStatus): string {
  return EXPORT_TEXTS[locale].statuses[status];
}

async function viewerLocale(ctx: ServiceContext): Promise<Locale> {
  const [me] = ctx.viewer ? await usersByIds(ctx, [ctx.viewer.id]) : [];
  return me && isLocale(me.language) ? me.language : "en";
}

/** The rows the viewer may see, each with how they see it. */
async function readable(ctx: ServiceContext, rows: ApplicationRow[], memberIds: string[]) {
  const viewerId = ctx.viewer?.id ?? "";
  const member = memberIds.includes(viewerId);
  const out: { row: ApplicationRow; staff: boolean }[] = [];
  for (const row of rows) {
    if (await blindFor(ctx, row)) continue;
    const staff = await mayStaff(ctx, row);
    if (!staff && !member && row.status === "draft") continue;
    out.push({ row, staff });
  }
  return { out, member };
}

export async function startupApplications(
  ctx: ServiceContext,
  startupId: string,
): Promise<StartupApplicationView[]> {
  const scope = await startupScope(ctx, "STARTUP_FILE:VIEW");
  if (!inScope(scope, startupId) || !(await startupExists(ctx, startupId)))
    throw new NotFoundError("Startup");
  const memberIds = (await membersOfStartups(ctx, [startupId])).map((m) => m.userId);
  const rows = await findApplicationsOfStartup(ctx.db, ctx.tenant, startupId, memberIds);
  const { out, member } = await readable(ctx, rows, memberIds);
  if (out.length === 0) return [];
  const funnelIds = [...new Set(out.map(({ row }) => row.funnelId))];
  const [funnels, rounds, names, locale] = await Promise.all([
    funnelsByIds(ctx.db, ctx.tenant, funnelIds),
    roundsOfFunnels(ctx.db, ctx.tenant, funnelIds),
    userNames(ctx, [...new Set(out.map(({ row }) => row.applicantId))]),
    viewerLocale(ctx),
  ]);
  const funnelById = new Map(funnels.map((f) => [f.id, f]));
  const roundById = new Map(rounds.map((r) => [r.id, r]));
  return out.map(({ row, staff }) => {
    const funnel = funnelById.get(row.funnelId);
    const round = row.roundId ? roundById.get(row.roundId) : undefined;
    const own = row.applicantId === ctx.viewer?.id;
    return {
      id: row.id,
      funnelName: (staff ? funnel?.name : localized(funnel?.displayName, locale)) || funnel?.name || "",
      roundName: round ? localized(round.name, locale) || null : null,
      roundPosition: round?.position ?? null,
      status: staff ? row.status : applicantStatus(row.status),
      createdAt: row.createdAt.toISOString(),
      submittedAt: row.submittedAt?.toISOString() ?? null,
      decidedAt: staff || row.status !== "delay_rejected" ? (row.decidedAt?.toISOString() ?? null) : null,
      applicantName: staff || member ? (names.get(row.applicantId) ?? null) : null,
      link: staff ? `/application/${row.id}` : own ? "/applications-manager" : null,
      staffView: staff,
    };
  });
}
