import { graphql } from "../../../gql/index.ts";

export const DeleteTaskMutation = graphql(`
  mutation DeleteTask($taskId: ID!) {
    deleteTask(taskId: $taskId)
  }
`);
