import { graphql } from "../../../gql/index.ts";

/** Who may evaluate (an active evaluator or team member), least loaded first: the assign dialog's choices. */
export const EvaluatorCandidatesQuery = graphql(`
  query EvaluatorCandidates($funnelId: ID!) {
    evaluatorWorkloads(funnelId: $funnelId) {
      evaluatorId
      fullName
      open
    }
  }
`);
