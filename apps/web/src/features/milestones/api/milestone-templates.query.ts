import { graphql } from "../../../gql/index.ts";

/** The organisation's templates (the incubator plans): the admin page and "start from a template". */
export const MilestoneTemplatesQuery = graphql(`
  query MilestoneTemplates {
    milestoneTemplates {
      ...MilestonePlanFields
    }
  }
`);
