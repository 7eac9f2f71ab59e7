import { normaliseScores } from "@launchpad/domain/applications";
import type { ServiceContext } from "../../service-context.ts";
import { findApplication } from "./applications.repository.ts";
import {
  scoredApplications,
  submittedEvaluationsOfFunnel,
  writeApplicationScores,
} from "./evaluators.repository.ts";

/**
 * Recomputes the scores kept on applications (average_score, normalised_score,
 * evaluation_count; the overview filters and sorts on them) after an evaluation of
 * `applicationId` was submitted or wiped (decision 050).
 *
 * One evaluation changes its evaluator's mean and spread, hence the z-scores of every
 * application they scored in that round: so every scored application of the funnel is
 * recomputed in one read, and those whose scores changed are written in one statement. An
 * evaluator's scale is taken per round (each evaluation round has its own form and scale):
 * the z-scores are computed with the
 * evaluator keyed by (evaluator, round). An application's raw average is the mean of its
 * submitted scores, its normalised score the mean of their z-scores, over its evaluation
 * rounds; without a submitted evaluation both are null.
 */
export async function refreshScores(ctx: ServiceContext, applicationId: string): Promise<void> {
  const application = await findApplication(ctx.db, ctx.tenant, applicationId);
  if (!application) return;
  await refreshFunnelScores(ctx, application.funnelId, [applicationId]);
}

export async function refreshFunnelScores(
  ctx: ServiceContext,
  funnelId: string,
  alsoIds: readonly string[] = [],
): Promise<void> {
  const [evaluations, previously] = await Promise.all([
    submittedEvaluationsOfFunnel(ctx.db, ctx.tenant, funnelId),
    scoredApplications(ctx.db, ctx.tenant, funnelId),
  ]);
  const { applications } = normaliseScores(
    evaluations.map((e) => ({
      evaluatorId: `${e.evaluatorId}:${e.roundId}`,
      applicationId: e.applicationId,
      score: e.score,
    })),
  );
  const byId = new Map(applications.map((a) => [a.applicationId, a]));
  const kept = new Map(previously.map((p) => [p.id, p]));
  const ids = new Set([...byId.keys(), ...kept.keys(), ...alsoIds]);
  const changed = [...ids]
    .map((id) => {
      const s = byId.get(id);
      return s
        ? { id, average: s.rawAverage, normalised: s.normalisedScore, count: s.count }
        : { id, average: null, normalised: null, count: 0 };
    })
    // Only what differs from what is kept is written (one submission moves one evaluator's scale).
    .filter((next) => {
      const before = kept.get(next.id);
      return (
        !before ||
        !same(before.average, next.average) ||
        !same(before.normalised, next.normalised) ||
        before.count !== next.count
      );
    });
  await writeApplicationScores(ctx.db, ctx.tenant, changed);
}

function same(a: number | null, b: number | null): boolean {
  if (a === null || b === null) return a === b;
  return Math.abs(a - b) < 1e-12;
}
