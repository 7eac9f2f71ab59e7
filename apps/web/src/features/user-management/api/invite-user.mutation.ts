import { graphql } from "../../../gql/index.ts";

export const InviteUserMutation = graphql(`
  mutation InviteUser($input: InviteUserInput!) {
    inviteUser(input: $input) {
      id
      email
      roleType
      expiresAt
    }
  }
`);
