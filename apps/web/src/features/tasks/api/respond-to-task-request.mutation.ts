import { graphql } from "../../../gql/index.ts";

export const RespondToTaskRequestMutation = graphql(`
  mutation RespondToTaskRequest($taskId: ID!, $accept: Boolean!) {
    respondToTaskRequest(taskId: $taskId, accept: $accept) {
      ...TaskFields
    }
  }
`);
