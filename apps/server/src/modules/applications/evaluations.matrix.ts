import { type RoleType, TEAM_ROLES } from "@launchpad/domain";
import { nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/**
 * Evaluation rounds (lane E): the matrix cases of their queries and mutations (test/matrix.ts).
 * The roles gate first (evaluators and the team; assignment the team only); each service then
 * checks the funnel right or the viewer's own assignment (evaluation.integration.test.ts).
 */
const EVALUATORS = { roles: ["Evaluator", ...TEAM_ROLES] as RoleType[] };
const TEAM = { roles: [...TEAM_ROLES] };

export const permissionCases: PermissionCases = {
  evaluationQueue: { rule: EVALUATORS, query: "{ evaluationQueue { applicationId } }" },
  evaluationForm: {
    rule: EVALUATORS,
    query: "query Q($id: ID!) { evaluationForm(applicationId: $id) { applicationId } }",
    variables: () => ({ id: nobody }),
  },
  applicationEvaluations: {
    rule: EVALUATORS,
    query: "query Q($id: ID!) { applicationEvaluations(applicationId: $id) { applicationId } }",
    variables: () => ({ id: nobody }),
  },
  evaluatorWorkloads: {
    rule: TEAM,
    query: "query Q($id: ID!) { evaluatorWorkloads(funnelId: $id) { evaluatorId } }",
    variables: () => ({ id: nobody }),
  },
  evaluationRoundAssignments: {
    rule: TEAM,
    query: "query Q($id: ID!) { evaluationRoundAssignments(roundId: $id) { applicationId } }",
    variables: () => ({ id: nobody }),
  },
  assignEvaluators: {
    rule: TEAM,
    query:
      "mutation M($id: ID!) { assignEvaluators(input: { applicationIds: [$id], evaluatorIds: [$id], mode: manual }) { unchangedApplicationIds } }",
    variables: () => ({ id: nobody }),
  },
  unassignEvaluator: {
    rule: TEAM,
    query: "mutation M($id: ID!) { unassignEvaluator(applicationId: $id, evaluatorId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  declareConflict: {
    rule: EVALUATORS,
    query: 'mutation M($id: ID!) { declareConflict(applicationId: $id, reason: "x") { applicationId } }',
    variables: () => ({ id: nobody }),
  },
  saveEvaluation: {
    rule: EVALUATORS,
    query:
      "mutation M($id: ID!) { saveEvaluation(applicationId: $id, answers: {}, submit: false) { applicationId } }",
    variables: () => ({ id: nobody }),
  },
};

/** Another organisation's ids (Orbit Labs' demo funnel, round and application): not found, nothing written. */
export const tenantCases: TenantCases = {
  evaluationForm: {
    query: "query Q($id: ID!) { evaluationForm(applicationId: $id) { applicationId } }",
    variables: (i) => ({ id: i.application }),
  },
  applicationEvaluations: {
    query: "query Q($id: ID!) { applicationEvaluations(applicationId: $id) { applicationId } }",
    variables: (i) => ({ id: i.application }),
  },
  evaluatorWorkloads: {
    query: "query Q($id: ID!) { evaluatorWorkloads(funnelId: $id) { evaluatorId } }",
    variables: (i) => ({ id: i.funnel }),
  },
  evaluationRoundAssignments: {
    query: "query Q($id: ID!) { evaluationRoundAssignments(roundId: $id) { applicationId } }",
    variables: (i) => ({ id: i.round }),
  },
  // Another organisation's application, with a demo evaluator: not found, nothing assigned.
  assignEvaluators: {
    query:
      "mutation M($a: ID!, $e: ID!) { assignEvaluators(input: { applicationIds: [$a], evaluatorIds: [$e], mode: manual }) { unchangedApplicationIds } }",
    variables: (i) => ({ a: i.application, e: i.demoUser }),
  },
  unassignEvaluator: {
    query: "mutation M($a: ID!, $e: ID!) { unassignEvaluator(applicationId: $a, evaluatorId: $e) { id } }",
    variables: (i) => ({ a: i.application, e: i.user }),
  },
  declareConflict: {
    query:
      "mutation M($a: ID!, $e: ID) { declareConflict(applicationId: $a, evaluatorId: $e) { applicationId } }",
    variables: (i) => ({ a: i.application, e: i.user }),
  },
  saveEvaluation: {
    query:
      "mutation M($a: ID!) { saveEvaluation(applicationId: $a, answers: {}, submit: true) { applicationId } }",
    variables: (i) => ({ a: i.application }),
  },
};
