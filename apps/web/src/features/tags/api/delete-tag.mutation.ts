import { graphql } from "../../../gql/index.ts";

export const DeleteTagMutation = graphql(`
  mutation DeleteTag($id: ID!) {
    deleteTag(id: $id)
  }
`);
