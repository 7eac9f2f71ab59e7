import { graphql } from "../../../gql/index.ts";

/** The viewer's assigned applications: to evaluate first, then submitted (Save & Next reads it). */
export const EvaluationQueueQuery = graphql(`
  query EvaluationQueue {
    evaluationQueue {
      applicationId
      roundId
      toDo
      blind
      applicantName
      submittedAt
      score
    }
  }
`);
