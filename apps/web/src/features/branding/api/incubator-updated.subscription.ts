import { graphql } from "../../../gql/index.ts";

/** The result is normalised into the cache, so every screen shows the new branding. */
export const IncubatorUpdatedSubscription = graphql(`
  subscription IncubatorUpdated {
    incubatorUpdated {
      ...IncubatorBranding
    }
  }
`);
