import { graphql } from "../../../gql/index.ts";

/** A task entered (ADDED), left (REMOVED) or changed in (UPDATED) the viewer's list. */
export const TasksUpdatedSubscription = graphql(`
  subscription TasksUpdatedForUser {
    tasksUpdatedForUser {
      updateType
      taskId
      task {
        id
        dueDate
        approvalStatus
      }
    }
  }
`);
