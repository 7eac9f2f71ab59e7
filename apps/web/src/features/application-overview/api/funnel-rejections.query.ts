import { graphql } from "../../../gql/index.ts";

/** A funnel's rejection e-mails by round (the reasons the reject dialog offers). */
export const FunnelRejectionsQuery = graphql(`
  query FunnelRejections($id: ID!) {
    funnel(id: $id) {
      id
      name
      rounds {
        id
        position
        name
        emails {
          id
          kind
          reason
        }
      }
    }
  }
`);
