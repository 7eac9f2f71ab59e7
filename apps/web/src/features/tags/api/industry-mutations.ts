import { graphql } from "../../../gql/index.ts";

export const CreateIndustryMutation = graphql(`
  mutation CreateIndustry($name: String!) {
    createIndustry(name: $name) {
      id
      name
      useCount
    }
  }
`);

export const RenameIndustryMutation = graphql(`
  mutation RenameIndustry($id: ID!, $name: String!) {
    renameIndustry(id: $id, name: $name) {
      id
      name
      useCount
    }
  }
`);

export const DeleteIndustryMutation = graphql(`
  mutation DeleteIndustry($id: ID!) {
    deleteIndustry(id: $id)
  }
`);
