import { graphql } from "../../../gql/index.ts";

/** Deletes one startup with its file. */
export const DeleteStartupMutation = graphql(`
  mutation DeleteStartup($id: ID!) {
    deleteStartup(id: $id)
  }
`);
