import { graphql } from "../../../gql/index.ts";

/** Fires for the signed-in user when their role, its permissions or its visibility change. */
export const AccessChangedSubscription = graphql(`
  subscription AccessChanged {
    accessChanged {
      reason
    }
  }
`);
