import { graphql } from "../../../gql/index.ts";

/** The company profile: name, logo, website, founding year, description. */
export const UpdateStartupMutation = graphql(`
  mutation UpdateStartup($id: ID!, $input: UpdateStartupInput!) {
    updateStartup(id: $id, input: $input) {
      ...StartupFileFields
    }
  }
`);
