import { graphql } from "../../../gql/index.ts";

export const AcceptIncubatorEventOfferMutation = graphql(`
  mutation AcceptIncubatorEventOffer($incubatorEventId: ID!) {
    acceptIncubatorEventOffer(incubatorEventId: $incubatorEventId) {
      id
      status
    }
  }
`);
