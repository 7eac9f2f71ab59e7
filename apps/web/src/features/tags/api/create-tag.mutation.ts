import { graphql } from "../../../gql/index.ts";

export const CreateTagMutation = graphql(`
  mutation CreateTag($input: CreateTagInput!) {
    createTag(input: $input) {
      ...SetupTagFields
    }
  }
`);
