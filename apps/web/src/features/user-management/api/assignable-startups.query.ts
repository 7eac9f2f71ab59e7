import { graphql } from "../../../gql/index.ts";

/** The startups the viewer sees (their role's startupAccess), to assign a user to. */
export const AssignableStartupsQuery = graphql(`
  query AssignableStartups {
    startups {
      id
      name
    }
  }
`);
