import { graphql } from "../../../gql/index.ts";

/** A plan's own changes: create (from scratch or a template), edit, delete, duplicate, apply a template. */
export const CreateMilestonePlanMutation = graphql(`
  mutation CreateMilestonePlan($input: CreateMilestonePlanInput!) {
    createMilestonePlan(input: $input) {
      ...MilestonePlanFields
    }
  }
`);

export const UpdateMilestonePlanMutation = graphql(`
  mutation UpdateMilestonePlan($id: ID!, $input: UpdateMilestonePlanInput!) {
    updateMilestonePlan(id: $id, input: $input) {
      ...MilestonePlanFields
    }
  }
`);

export const DeleteMilestonePlanMutation = graphql(`
  mutation DeleteMilestonePlan($id: ID!) {
    deleteMilestonePlan(id: $id)
  }
`);

export const DuplicateMilestonePlanMutation = graphql(`
  mutation DuplicateMilestonePlan($id: ID!, $input: DuplicateMilestonePlanInput) {
    duplicateMilestonePlan(id: $id, input: $input) {
      ...MilestonePlanFields
    }
  }
`);

export const ApplyMilestoneTemplateMutation = graphql(`
  mutation ApplyMilestoneTemplate($templateId: ID!, $startupIds: [ID!]!) {
    applyMilestoneTemplate(templateId: $templateId, startupIds: $startupIds) {
      id
      startupId
    }
  }
`);
