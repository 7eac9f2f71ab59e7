import { graphql } from "../../../gql/index.ts";

export const CreateProgramMutation = graphql(`
  mutation CreateProgram($input: CreateProgramInput!) {
    createProgram(input: $input) {
      ...AdminProgramFields
    }
  }
`);

export const UpdateProgramMutation = graphql(`
  mutation UpdateProgram($id: ID!, $input: UpdateProgramInput!) {
    updateProgram(id: $id, input: $input) {
      ...AdminProgramFields
    }
  }
`);

export const SetProgramMembersMutation = graphql(`
  mutation SetProgramMembers($programId: ID!, $userIds: [ID!]!) {
    setProgramMembers(programId: $programId, userIds: $userIds) {
      ...AdminProgramFields
    }
  }
`);

export const DeleteProgramMutation = graphql(`
  mutation DeleteProgram($id: ID!) {
    deleteProgram(id: $id)
  }
`);
