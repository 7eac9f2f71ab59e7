import { graphql } from "../../../gql/index.ts";

/** Makes the lead a draft application in the chosen startup funnel. */
export const TransferLeadMutation = graphql(`
  mutation TransferLead($id: ID!, $funnelId: ID!) {
    transferLead(id: $id, funnelId: $funnelId) {
      answersCarried
      application {
        id
        funnelId
      }
    }
  }
`);
