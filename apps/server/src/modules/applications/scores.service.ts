import { normaliseScores } from "@launchpad/domain/applications";
import type { ServiceContext } from "../../service-context.ts";
import { findApplication } from "./applications.repository.ts";
import {
  scoredApplicationIds,
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
 * recomputed, in one read and one write. An evaluator's scale is taken per round (each
 * evaluation round has its own form and scale): the z-scores are computed with the
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
  const [evaluations, previouslyScored] = await Promise.all([
    submittedEvaluationsOfFunnel(ctx.db, ctx.tenant, funnelId),
    scoredApplicationIds(ctx.db, ctx.tenant, funnelId),
  ]);
  const { applications } = normaliseScores(
    evaluations.map((e) => ({
      evaluatorId: `${e.evaluatorId}:${e.roundId}`,
      applicationId: e.applicationId,
      score: e.score,
    })),
  );
  const byId = new Map(applications.map((a) => [a.applicationId, a]));
  const ids = new Set([...byId.keys(), ...previouslyScored, ...alsoIds]);
  await writeApplicationScores(
    ctx.db,
    ctx.tenant,
    [...ids].map((id) => {
      const s = byId.get(id);
      return s
        ? { id, average: s.rawAverage, normalised: s.normalisedScore, count: s.count }
        : { id, average: null, normalised: null, count: 0 };
    }),
  );
}
