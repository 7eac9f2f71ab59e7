import { graphql } from "../../../gql/index.ts";

/** The filter's choices: funnels with their rounds, evaluators at work, tags in use. */
export const ApplicationOverviewOptionsQuery = graphql(`
  query ApplicationOverviewOptions {
    applicationOverviewOptions {
      funnels {
        funnel {
          id
          name
        }
        rounds {
          id
          name
          position
          type
        }
      }
      evaluators {
        id
        fullName
      }
      tags {
        id
        name
        color
      }
    }
  }
`);
