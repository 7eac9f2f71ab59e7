/**
 * What other features use of evaluations (issue 17, docs/evaluations.md): the evaluator's
 * panel in an application's file (lane D shows it to an assigned evaluator) and the raw and
 * normalised scores panel for staff.
 */
export { ApplicationScores, type ApplicationScoresProps } from "./components/application-scores.tsx";
export { EvaluationPanel, type EvaluationPanelProps } from "./components/evaluation-panel.tsx";
