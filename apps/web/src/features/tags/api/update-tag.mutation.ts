import { graphql } from "../../../gql/index.ts";

/** Renames and/or recolours a tag. */
export const UpdateTagMutation = graphql(`
  mutation UpdateTag($id: ID!, $input: UpdateTagInput!) {
    updateTag(id: $id, input: $input) {
      ...SetupTagFields
    }
  }
`);
