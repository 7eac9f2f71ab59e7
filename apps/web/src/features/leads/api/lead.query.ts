import { graphql } from "../../../gql/index.ts";

/** /leads/transfer/:id: the lead, its person and the startup funnels it may go to. */
export const LeadQuery = graphql(`
  query Lead($id: ID!) {
    lead(id: $id) {
      id
      applicant {
        id
        fullName
        email
      }
      application {
        id
        status
        createdAt
      }
      funnel {
        id
        name
      }
      targets {
        funnel {
          id
          name
        }
        sameIntakeForm
        alreadyApplied
        hasRounds
      }
      transfers {
        applicationId
        funnelId
        funnelName
        at
      }
    }
  }
`);
