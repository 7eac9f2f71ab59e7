/**
 * Review arithmetic shared by the server and the web app (issue 17 "Fairness"): per-evaluator
 * z-score normalisation and evaluator assignment (by hand, random, balanced by workload).
 * Pure and deterministic (assignment takes a seed). Decision 050 explains the choices; tests
 * in review.test.ts.
 */
export const ASSIGNMENT_MODES = ["manual", "random", "balanced"] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/** One submitted evaluation: the score an evaluator gave an application. */
export type ScoredEvaluation = { evaluatorId: string; applicationId: string; score: number };

/** An evaluation with its z-score against its evaluator's own scores. */
export type NormalisedEvaluation = ScoredEvaluation & { zScore: number };

/** An application's scores: the raw average and the mean of its evaluations' z-scores. */
export type ApplicationScores = {
  applicationId: string;
  count: number;
  rawAverage: number;
  normalisedScore: number;
};

export type NormalisedScores = {
  evaluations: NormalisedEvaluation[];
  applications: ApplicationScores[];
};

/** Evaluator statistics: how many scores, their mean and (population) standard deviation. */
export type EvaluatorScale = { count: number; mean: number; sd: number };

export function evaluatorScales(evaluations: readonly ScoredEvaluation[]): Map<string, EvaluatorScale> {
  const byEvaluator = new Map<string, number[]>();
  for (const e of evaluations) {
    const list = byEvaluator.get(e.evaluatorId) ?? [];
    list.push(e.score);
    byEvaluator.set(e.evaluatorId, list);
  }
  const out = new Map<string, EvaluatorScale>();
  for (const [id, scores] of byEvaluator) {
    const mean = scores.reduce((s, x) => s + x, 0) / scores.length;
    const variance = scores.reduce((s, x) => s + (x - mean) ** 2, 0) / scores.length;
    out.set(id, { count: scores.length, mean, sd: Math.sqrt(variance) });
  }
  return out;
}

/** Below this the standard deviation is treated as zero (floating point noise on equal scores). */
const SD_EPSILON = 1e-9;

/**
 * Normalises scores per evaluator: each evaluation's z-score is (score − mean_e) / sd_e,
 * where mean_e and sd_e are over every score evaluator e gave (in the set passed: the server
 * passes the evaluator's submitted evaluations in the same round). Reviewers use different
 * scales (one gives 2–4, another 6–10); the z-score says how far above or below their own
 * habit an evaluator placed this application.
 *
 * An evaluator with a single score, or whose scores are all equal (sd 0), gets z = 0: their
 * scale is unknown (one point) or they did not tell applications apart (every score equal),
 * so their evaluation says "average for this evaluator" and neither lifts nor sinks the
 * application. Dividing by zero would otherwise make it infinite.
 *
 * Per application: `rawAverage` is the mean of the raw scores, `normalisedScore` the mean of
 * the z-scores. Applications are listed in the order they first appear.
 */
export function normaliseScores(evaluations: readonly ScoredEvaluation[]): NormalisedScores {
  const scales = evaluatorScales(evaluations);
  const normalised: NormalisedEvaluation[] = evaluations.map((e) => {
    const scale = scales.get(e.evaluatorId) as EvaluatorScale;
    const zScore = scale.count < 2 || scale.sd < SD_EPSILON ? 0 : (e.score - scale.mean) / scale.sd;
    return { ...e, zScore };
  });
  const byApplication = new Map<string, { raw: number; z: number; count: number }>();
  for (const e of normalised) {
    const acc = byApplication.get(e.applicationId) ?? { raw: 0, z: 0, count: 0 };
    acc.raw += e.score;
    acc.z += e.zScore;
    acc.count += 1;
    byApplication.set(e.applicationId, acc);
  }
  const applications = [...byApplication].map(([applicationId, acc]) => ({
    applicationId,
    count: acc.count,
    rawAverage: acc.raw / acc.count,
    normalisedScore: acc.z / acc.count,
  }));
  return { evaluations: normalised, applications };
}

/** An (application, evaluator) pair: an assignment or a declared conflict. */
export type EvaluatorPair = { applicationId: string; evaluatorId: string };

export type AssignmentInput = {
  applicationIds: readonly string[];
  evaluatorIds: readonly string[];
  /**
   * random / balanced: how many evaluators each application should have in total (its
   * current ones count). Ignored by manual, which assigns every chosen evaluator.
   */
  perApplication: number;
  mode: AssignmentMode;
  /** Current assignments (never repeated). */
  existing: readonly EvaluatorPair[];
  /** Declared conflicts of interest (never assigned). */
  conflicts: readonly EvaluatorPair[];
  /** Open (unsubmitted) assignments per evaluator before this run; missing = 0. */
  workload: Readonly<Record<string, number>>;
  /** Seed of the shuffle (tests pass a constant; the server a random one). */
  seed: number;
};

/** A small seeded generator (mulberry32): the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with a seeded generator; returns a new array. */
export function seededShuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

const pairKey = (applicationId: string, evaluatorId: string) => `${applicationId}\u0000${evaluatorId}`;

/**
 * The new assignments to make. Never an evaluator twice on one application (current ones are
 * skipped), never a conflicted one.
 * - manual: every chosen evaluator on every chosen application.
 * - random: each application is topped up to `perApplication` evaluators, drawn by a seeded
 *   shuffle of the eligible ones.
 * - balanced: each application is topped up with the eligible evaluators that have the fewest
 *   open assignments (counting the ones made in this run), ties broken by a seeded shuffle of
 *   the evaluators: with equal starting workloads and no conflicts, workloads end within 1.
 * An application with fewer eligible evaluators than needed gets all of them.
 */
export function assignEvaluators(input: AssignmentInput): EvaluatorPair[] {
  const evaluatorIds = [...new Set(input.evaluatorIds)];
  const applicationIds = [...new Set(input.applicationIds)];
  const taken = new Set(input.existing.map((p) => pairKey(p.applicationId, p.evaluatorId)));
  const conflicted = new Set(input.conflicts.map((p) => pairKey(p.applicationId, p.evaluatorId)));
  const current = new Map<string, number>();
  for (const p of input.existing) current.set(p.applicationId, (current.get(p.applicationId) ?? 0) + 1);
  const eligible = (applicationId: string) =>
    evaluatorIds.filter(
      (e) => !taken.has(pairKey(applicationId, e)) && !conflicted.has(pairKey(applicationId, e)),
    );

  const out: EvaluatorPair[] = [];
  if (input.mode === "manual") {
    for (const applicationId of applicationIds) {
      for (const evaluatorId of eligible(applicationId)) out.push({ applicationId, evaluatorId });
    }
    return out;
  }

  const random = seededRandom(input.seed);
  const per = Math.max(0, Math.floor(input.perApplication));
  if (input.mode === "random") {
    for (const applicationId of applicationIds) {
      const needed = per - (current.get(applicationId) ?? 0);
      if (needed <= 0) continue;
      for (const evaluatorId of seededShuffle(eligible(applicationId), random).slice(0, needed)) {
        out.push({ applicationId, evaluatorId });
      }
    }
    return out;
  }

  // balanced
  const rank = new Map(seededShuffle(evaluatorIds, random).map((e, i) => [e, i]));
  const load = new Map(evaluatorIds.map((e) => [e, input.workload[e] ?? 0]));
  for (const applicationId of applicationIds) {
    const needed = per - (current.get(applicationId) ?? 0);
    if (needed <= 0) continue;
    const picked = eligible(applicationId)
      .sort(
        (a, b) =>
          (load.get(a) as number) - (load.get(b) as number) ||
          (rank.get(a) as number) - (rank.get(b) as number),
      )
      .slice(0, needed);
    for (const evaluatorId of picked) {
      out.push({ applicationId, evaluatorId });
      load.set(evaluatorId, (load.get(evaluatorId) as number) + 1);
    }
  }
  return out;
}
