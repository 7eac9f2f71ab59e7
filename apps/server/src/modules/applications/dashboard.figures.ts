import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  type FunnelType,
  type LocalizedText,
  type RoundType,
} from "@launchpad/domain/applications";
import type {
  Bins,
  CountRow,
  FunnelRoundRow,
  HistogramRow,
  RoundPathRow,
  WeekRow,
} from "./dashboard.repository.ts";

/**
 * The dashboard's figures from the repository's aggregates (decision 052), pure:
 * - every status appears in every breakdown, zero included, in the state machine's order;
 * - a funnel or round in scope that no application reached still appears, with zeros;
 * - conversion of a round = the applications that went on to a later round ÷ those that
 *   entered it (null when none entered); time in a round counts those that left it;
 * - weeks run from the first to the last week with an application, empty weeks as zeros;
 * - histograms have `HISTOGRAM_BINS` equal bins between the lowest and highest score (one
 *   bin when all scores are equal), none when no application has a score.
 */
export const HISTOGRAM_BINS = 10;

export type StatusCount = { status: ApplicationStatus; count: number };
export type FunnelFigures = {
  funnelId: string;
  name: string;
  type: FunnelType;
  total: number;
  byStatus: StatusCount[];
};
export type RoundFigures = {
  roundId: string;
  funnelId: string;
  funnelName: string;
  position: number;
  name: LocalizedText;
  type: RoundType;
  /** Applications whose current round it is. */
  current: number;
  entered: number;
  left: number;
  wentOn: number;
  conversion: number | null;
  averageHours: number | null;
  medianHours: number | null;
};
export type WeekFigures = { week: string; total: number; byStatus: StatusCount[] };
export type ScoreBin = { from: number; to: number; count: number };
export type DashboardView = {
  total: number;
  archived: number;
  byStatus: StatusCount[];
  byFunnel: FunnelFigures[];
  rounds: RoundFigures[];
  weeks: WeekFigures[];
  averageScores: ScoreBin[];
  normalisedScores: ScoreBin[];
};

const zeros = () => new Map<ApplicationStatus, number>(APPLICATION_STATUSES.map((s) => [s, 0]));
const list = (m: Map<ApplicationStatus, number>): StatusCount[] =>
  APPLICATION_STATUSES.map((status) => ({ status, count: m.get(status) ?? 0 }));

/** The bins of a score's range, or null when no application has that score. */
export function binsOf(min: number | null, max: number | null): Bins | null {
  if (min === null || max === null) return null;
  if (max === min) return { low: min, width: 1, count: 1 };
  return { low: min, width: (max - min) / HISTOGRAM_BINS, count: HISTOGRAM_BINS };
}

/** The lowest and highest of both scores over the count rows. */
export function scoreRanges(rows: readonly CountRow[]) {
  const range = (lows: (number | null)[], highs: (number | null)[]) => {
    const l = lows.filter((x): x is number => x !== null);
    const h = highs.filter((x): x is number => x !== null);
    return l.length === 0 ? null : binsOf(Math.min(...l), Math.max(...h));
  };
  return {
    average: range(
      rows.map((r) => r.minAverage),
      rows.map((r) => r.maxAverage),
    ),
    normalised: range(
      rows.map((r) => r.minNormalised),
      rows.map((r) => r.maxNormalised),
    ),
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

function histogram(bins: Bins | null, rows: readonly HistogramRow[], kind: HistogramRow["kind"]): ScoreBin[] {
  if (!bins) return [];
  const counts = new Map(rows.filter((r) => r.kind === kind).map((r) => [r.bin, r.count]));
  return Array.from({ length: bins.count }, (_, i) => ({
    from: round2(bins.low + i * bins.width),
    to: round2(bins.count === 1 ? bins.low : bins.low + (i + 1) * bins.width),
    count: counts.get(i) ?? 0,
  }));
}

/** The Mondays from the first to the last week given (yyyy-mm-dd, UTC). */
export function weekRange(first: string, last: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let t = Date.parse(`${first}T00:00:00Z`); t <= end && out.length < 1000; t += 7 * 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

export function buildDashboard(parts: {
  counts: readonly CountRow[];
  weeks: readonly WeekRow[];
  paths: readonly RoundPathRow[];
  structure: readonly FunnelRoundRow[];
  histograms: readonly HistogramRow[];
  bins: { average: Bins | null; normalised: Bins | null };
}): DashboardView {
  const byStatus = zeros();
  const byFunnel = new Map<string, Map<ApplicationStatus, number>>();
  const inRound = new Map<string, number>();
  let total = 0;
  let archived = 0;
  for (const row of parts.counts) {
    total += row.count;
    if (row.archived) archived += row.count;
    byStatus.set(row.status, (byStatus.get(row.status) ?? 0) + row.count);
    const funnel = byFunnel.get(row.funnelId) ?? zeros();
    funnel.set(row.status, (funnel.get(row.status) ?? 0) + row.count);
    byFunnel.set(row.funnelId, funnel);
    if (row.roundId) inRound.set(row.roundId, (inRound.get(row.roundId) ?? 0) + row.count);
  }
  const funnels: FunnelFigures[] = [];
  const rounds: RoundFigures[] = [];
  const paths = new Map(parts.paths.map((p) => [p.roundId, p]));
  for (const row of parts.structure) {
    if (!funnels.some((f) => f.funnelId === row.funnelId)) {
      const counts = byFunnel.get(row.funnelId) ?? zeros();
      funnels.push({
        funnelId: row.funnelId,
        name: row.funnelName,
        type: row.funnelType,
        total: [...counts.values()].reduce((a, b) => a + b, 0),
        byStatus: list(counts),
      });
    }
    if (row.roundId === null || row.position === null || row.roundType === null) continue;
    const path = paths.get(row.roundId);
    const entered = path?.entered ?? 0;
    rounds.push({
      roundId: row.roundId,
      funnelId: row.funnelId,
      funnelName: row.funnelName,
      position: row.position,
      name: row.roundName ?? {},
      type: row.roundType,
      current: inRound.get(row.roundId) ?? 0,
      entered,
      left: path?.left ?? 0,
      wentOn: path?.wentOn ?? 0,
      conversion: entered === 0 ? null : (path?.wentOn ?? 0) / entered,
      averageHours: path?.averageHours ?? null,
      medianHours: path?.medianHours ?? null,
    });
  }
  const perWeek = new Map<string, Map<ApplicationStatus, number>>();
  for (const row of parts.weeks) {
    const week = perWeek.get(row.week) ?? zeros();
    week.set(row.status, (week.get(row.status) ?? 0) + row.count);
    perWeek.set(row.week, week);
  }
  const known = [...perWeek.keys()].sort();
  const first = known[0];
  const last = known[known.length - 1];
  const weeks =
    first && last
      ? weekRange(first, last).map((week) => {
          const counts = perWeek.get(week) ?? zeros();
          return {
            week,
            total: [...counts.values()].reduce((a, b) => a + b, 0),
            byStatus: list(counts),
          };
        })
      : [];
  return {
    total,
    archived,
    byStatus: list(byStatus),
    byFunnel: funnels,
    rounds,
    weeks,
    averageScores: histogram(parts.bins.average, parts.histograms, "average"),
    normalisedScores: histogram(parts.bins.normalised, parts.histograms, "normalised"),
  };
}
