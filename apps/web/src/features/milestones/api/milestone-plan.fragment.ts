import { graphql } from "../../../gql/index.ts";

/** Everything the plan list and the plan view show of a plan; every milestone change answers it whole. */
export const MilestonePlanFragment = graphql(`
  fragment MilestonePlanFields on MilestonePlan {
    id
    startupId
    isTemplate
    templateId
    name
    goal
    unit
    target
    summary
    updatedAt
    viewerCanEdit
    progress {
      done
      total
      percent
    }
    milestones {
      id
      title
      description
      dueDate
      done
      subMilestones {
        id
        parentId
        title
        description
        dueDate
        done
      }
    }
  }
`);
