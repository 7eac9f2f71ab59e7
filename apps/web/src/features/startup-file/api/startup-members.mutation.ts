import { graphql } from "../../../gql/index.ts";

/** Adds a cofounder of the organisation to the startup, with a role. */
export const AddStartupMemberMutation = graphql(`
  mutation AddStartupMember($startupId: ID!, $userId: ID!, $role: String) {
    addStartupMember(startupId: $startupId, userId: $userId, role: $role) {
      ...StartupFileFields
    }
  }
`);

/** A member's role in the startup ("CEO"); empty clears it. */
export const SetStartupMemberRoleMutation = graphql(`
  mutation SetStartupMemberRole($startupId: ID!, $userId: ID!, $role: String) {
    setStartupMemberRole(startupId: $startupId, userId: $userId, role: $role) {
      ...StartupFileFields
    }
  }
`);

/** Removes a member (not the last); null when the viewer removed themselves. */
export const RemoveStartupMemberMutation = graphql(`
  mutation RemoveStartupMember($startupId: ID!, $userId: ID!) {
    removeStartupMember(startupId: $startupId, userId: $userId) {
      ...StartupFileFields
    }
  }
`);
