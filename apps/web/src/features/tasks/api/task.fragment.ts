import { graphql } from "../../../gql/index.ts";

/** A task as the lists show it (spec-1 §3 Task). */
export const TaskFieldsFragment = graphql(`
  fragment TaskFields on Task {
    id
    name
    dueDate
    tag
    url
    taskType
    automated
    isGroupTask
    approvalStatus
    completionStatus
    canEdit
    createdBy {
      id
      fullName
    }
    startup {
      id
      name
    }
    assignees {
      user {
        id
        fullName
      }
      done
      status
      type
      value
    }
  }
`);
