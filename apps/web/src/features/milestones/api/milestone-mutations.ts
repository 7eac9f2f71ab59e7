import { graphql } from "../../../gql/index.ts";

/** A plan's milestones and sub-milestones: each change answers the whole plan (its new progress). */
export const AddMilestoneMutation = graphql(`
  mutation AddMilestone($input: AddMilestoneInput!) {
    addMilestone(input: $input) {
      ...MilestonePlanFields
    }
  }
`);

export const UpdateMilestoneMutation = graphql(`
  mutation UpdateMilestone($id: ID!, $input: UpdateMilestoneInput!) {
    updateMilestone(id: $id, input: $input) {
      ...MilestonePlanFields
    }
  }
`);

export const DeleteMilestoneMutation = graphql(`
  mutation DeleteMilestone($id: ID!) {
    deleteMilestone(id: $id) {
      ...MilestonePlanFields
    }
  }
`);

export const SetMilestoneDoneMutation = graphql(`
  mutation SetMilestoneDone($id: ID!, $done: Boolean!) {
    setMilestoneDone(id: $id, done: $done) {
      ...MilestonePlanFields
    }
  }
`);
