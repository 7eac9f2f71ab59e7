import { graphql } from "../../../gql/index.ts";

/** Whom the viewer may give a task: people, startups and role groups in scope. */
export const AssigneeOptionsQuery = graphql(`
  query AssigneeOptions($search: String) {
    assigneeOptions(search: $search) {
      label
      options {
        label
        type
        value
      }
    }
  }
`);
