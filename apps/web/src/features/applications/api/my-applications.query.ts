import { graphql } from "../../../gql/index.ts";

export const MyApplicationFields = graphql(`
  fragment MyApplicationFields on MyApplication {
    id
    nextStep
    application {
      id
      status
      createdAt
      submittedAt
      decidedAt
    }
    funnel {
      id
      slug
      type
      displayName
      deadline
      open
    }
    currentRound {
      id
      roundId
      position
    }
    rounds {
      id
      roundId
      position
      type
      name
      hasForm
      state
    }
  }
`);

/** /applications-manager: the viewer's own applications, status by round and what to do next. */
export const MyApplicationsQuery = graphql(`
  query MyApplications {
    myApplications {
      ...MyApplicationFields
    }
  }
`);
