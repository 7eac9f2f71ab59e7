import { graphql } from "../../../gql/index.ts";

/** Assigns a supporter with an allocation of minutes, or changes it; the connections after. */
export const SetStartupConnectionMutation = graphql(`
  mutation SetStartupConnection($startupId: ID!, $userId: ID!, $minutesAllocated: Int!) {
    setStartupConnection(startupId: $startupId, userId: $userId, minutesAllocated: $minutesAllocated) {
      ...StartupConnectionFields
    }
  }
`);

/** Unassigns a supporter; the connections after. */
export const RemoveStartupConnectionMutation = graphql(`
  mutation RemoveStartupConnection($startupId: ID!, $userId: ID!) {
    removeStartupConnection(startupId: $startupId, userId: $userId) {
      ...StartupConnectionFields
    }
  }
`);
