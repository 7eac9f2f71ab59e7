import { graphql } from "../../../gql/index.ts";

/** The startups the viewer sees, by name: where a template is applied or a plan copied. */
export const MilestoneStartupsQuery = graphql(`
  query MilestoneStartups {
    startups {
      id
      name
    }
  }
`);
