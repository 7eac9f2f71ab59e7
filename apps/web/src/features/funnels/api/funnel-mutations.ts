import { graphql } from "../../../gql/index.ts";

/** The funnel's own changes (create, settings, delete, admins). */
export const CreateFunnelMutation = graphql(`
  mutation CreateFunnel($input: CreateFunnelInput!) {
    createFunnel(input: $input) {
      id
    }
  }
`);

export const UpdateFunnelMutation = graphql(`
  mutation UpdateFunnel($id: ID!, $input: UpdateFunnelInput!) {
    updateFunnel(id: $id, input: $input) {
      id
      type
      name
      displayName
      slug
      publicPath
      intakeFormId
      deadline
      closedAt
      published
      acceptedRoleId
      reapply {
        rule
        cooldownDays
      }
      programs {
        id
        name
      }
      tags {
        id
        name
        color
      }
    }
  }
`);

export const DeleteFunnelMutation = graphql(`
  mutation DeleteFunnel($id: ID!) {
    deleteFunnel(id: $id)
  }
`);

export const SetFunnelAdminsMutation = graphql(`
  mutation SetFunnelAdmins($funnelId: ID!, $userIds: [ID!]!) {
    setFunnelAdmins(funnelId: $funnelId, userIds: $userIds) {
      id
      admins {
        id
        fullName
        email
      }
    }
  }
`);
