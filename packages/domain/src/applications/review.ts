/**
 * Review arithmetic shared by the server and the web app (issue 17 "Fairness"). Filled by
 * the evaluations lane: per-evaluator z-score normalisation and evaluator assignment
 * (by hand, random, balanced by workload). See review.test.ts.
 */
export const ASSIGNMENT_MODES = ["manual", "random", "balanced"] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];
