import { graphql } from "../../../gql/index.ts";

export const UpdateTaskDoneMutation = graphql(`
  mutation UpdateTaskDone($taskId: ID!, $assigneeId: ID!, $done: Boolean!) {
    updateTaskDone(taskId: $taskId, assigneeId: $assigneeId, done: $done) {
      ...TaskFields
    }
  }
`);
