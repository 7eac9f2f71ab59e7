import { graphql } from "../../../gql/index.ts";

export const UpdateTaskMutation = graphql(`
  mutation UpdateTask($taskId: ID!, $updatedTask: UpdateTaskInput!) {
    updateTask(taskId: $taskId, updatedTask: $updatedTask) {
      ...TaskFields
    }
  }
`);
