import { APPLICATION_STATUSES, type ApplicationStatus } from "@launchpad/domain/applications";

/**
 * The dashboard's figures as the charts and their tables take them (decision 052): one row
 * per bar or point, statuses in the state machine's order, round names in the viewer's
 * language (else the round's first), times in days.
 */
export type StatusCount = { status: ApplicationStatus; count: number };
export type DashboardData = {
  total: number;
  archived: number;
  byStatus: StatusCount[];
  byFunnel: { funnelId: string; name: string; total: number; byStatus: StatusCount[] }[];
  rounds: {
    roundId: string;
    funnelId: string;
    funnelName: string;
    position: number;
    name: unknown;
    current: number;
    entered: number;
    left: number;
    wentOn: number;
    conversion?: number | null;
    averageHours?: number | null;
    medianHours?: number | null;
  }[];
  weeks: { week: string; total: number; byStatus: StatusCount[] }[];
  averageScores: ScoreBin[];
  normalisedScores: ScoreBin[];
};
export type ScoreBin = { from: number; to: number; count: number };

export const STATUSES: readonly ApplicationStatus[] = APPLICATION_STATUSES;

/** Mantine colours of the statuses (spec-2 §9's green, blue, orange and red among them). */
export const STATUS_COLORS: Record<ApplicationStatus, string> = {
  draft: "gray.5",
  ready_for_invitation: "cyan.6",
  ready_for_meeting: "indigo.5",
  under_review: "blue.6",
  pending_decision: "orange.6",
  accepted: "teal.6",
  rejected: "red.7",
  delay_rejected: "pink.6",
};

/** Statuses that are not closed: the applications still in progress. */
export const OPEN_STATUSES: readonly ApplicationStatus[] = [
  "draft",
  "ready_for_invitation",
  "ready_for_meeting",
  "under_review",
  "pending_decision",
];

export function countOf(list: readonly StatusCount[], statuses: readonly ApplicationStatus[]): number {
  return list.filter((s) => statuses.includes(s.status)).reduce((sum, s) => sum + s.count, 0);
}

/** A round's name in `locale`, else English, else its first language. */
export function roundName(name: unknown, locale: string): string {
  if (!name || typeof name !== "object") return "";
  const text = name as Record<string, string>;
  return text[locale] || text.en || Object.values(text).find(Boolean) || "";
}

/** One row per status with any application (all of them when none has one). */
export function statusRows(d: Pick<DashboardData, "byStatus">) {
  return d.byStatus.map((s) => ({ status: s.status, count: s.count }));
}

/** One row per funnel, a column per status (stacked bars). */
export function funnelRows(d: Pick<DashboardData, "byFunnel">) {
  return d.byFunnel.map((f) => ({
    funnel: f.name,
    total: f.total,
    ...Object.fromEntries(f.byStatus.map((s) => [s.status, s.count])),
  })) as ({ funnel: string; total: number } & Record<ApplicationStatus, number>)[];
}

/** One row per week, a column per status. */
export function weekRows(d: Pick<DashboardData, "weeks">) {
  return d.weeks.map((w) => ({
    week: w.week,
    total: w.total,
    ...Object.fromEntries(w.byStatus.map((s) => [s.status, s.count])),
  })) as ({ week: string; total: number } & Record<ApplicationStatus, number>)[];
}

/** Statuses that appear at least once in rows (a chart's series without empty ones). */
export function presentStatuses(
  rows: readonly Partial<Record<ApplicationStatus, number>>[],
): ApplicationStatus[] {
  return STATUSES.filter((s) => rows.some((r) => (r[s] ?? 0) > 0));
}

const days = (hours: number | null | undefined) =>
  hours === null || hours === undefined ? null : Math.round((hours / 24) * 10) / 10;

/** One row per round: its label ("Funnel · 1. Name" when several funnels show), path and times. */
export function roundRows(d: Pick<DashboardData, "rounds">, locale: string) {
  const funnels = new Set(d.rounds.map((r) => r.funnelId));
  return d.rounds.map((r) => {
    const label = `${r.position}. ${roundName(r.name, locale)}`;
    return {
      roundId: r.roundId,
      round: funnels.size > 1 ? `${r.funnelName} · ${label}` : label,
      current: r.current,
      entered: r.entered,
      wentOn: r.wentOn,
      left: r.left,
      conversion:
        r.conversion === null || r.conversion === undefined ? null : Math.round(r.conversion * 1000) / 10,
      averageDays: days(r.averageHours),
      medianDays: days(r.medianHours),
    };
  });
}

/** One row per bin: its range as a label ("2–2.3"; one value when the bin is a point). */
export function binRows(bins: readonly ScoreBin[], format: (n: number) => string) {
  return bins.map((b) => ({
    range: b.from === b.to ? format(b.from) : `${format(b.from)}–${format(b.to)}`,
    count: b.count,
  }));
}
