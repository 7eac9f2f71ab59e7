import { graphql } from "../../../gql/index.ts";

/** Staff create a startup with its cofounders and programmes (lane A's createStartup). */
export const AdminCreateStartupMutation = graphql(`
  mutation AdminCreateStartup($input: CreateStartupInput!) {
    createStartup(input: $input) {
      id
      name
    }
  }
`);
