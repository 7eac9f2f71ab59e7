import { graphql } from "../../../gql/index.ts";

/** spec-1 §5, §7: a new startup; then its file opens. */
export const CreateStartupMutation = graphql(`
  mutation CreateStartup($input: CreateStartupInput!) {
    createStartup(input: $input) {
      ...StartupFileFields
    }
  }
`);
