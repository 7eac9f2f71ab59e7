import { graphql } from "../../../gql/index.ts";

export const DecideApplicationRoundMutation = graphql(`
  mutation DecideApplicationRound(
    $id: ID!
    $decision: ApplicationDecision!
    $rejectionEmailId: ID
    $includeReviewerComments: Boolean
  ) {
    decideApplicationRound(
      id: $id
      decision: $decision
      rejectionEmailId: $rejectionEmailId
      includeReviewerComments: $includeReviewerComments
    ) {
      id
      status
      roundId
      startupId
    }
  }
`);

export const MoveApplicationToRoundMutation = graphql(`
  mutation MoveApplicationToRound($id: ID!, $roundId: ID!) {
    moveApplicationToRound(id: $id, roundId: $roundId) {
      id
      status
      roundId
    }
  }
`);

export const MoveApplicationToFunnelMutation = graphql(`
  mutation MoveApplicationToFunnel($id: ID!, $funnelId: ID!) {
    moveApplicationToFunnel(id: $id, funnelId: $funnelId) {
      id
      status
      funnelId
    }
  }
`);

export const ResetApplicationToDraftMutation = graphql(`
  mutation ResetApplicationToDraft($id: ID!) {
    resetApplicationToDraft(id: $id) {
      id
      status
      roundId
    }
  }
`);

export const DeleteApplicationMutation = graphql(`
  mutation DeleteApplication($id: ID!) {
    deleteApplication(id: $id)
  }
`);

export const AddApplicationCommentMutation = graphql(`
  mutation AddApplicationComment($applicationId: ID!, $body: String!, $forApplicant: Boolean) {
    addApplicationComment(applicationId: $applicationId, body: $body, forApplicant: $forApplicant) {
      ...ApplicationCommentFields
    }
  }
`);

export const SetApplicationTagsMutation = graphql(`
  mutation SetApplicationTags($id: ID!, $tagIds: [ID!]!) {
    setApplicationTags(id: $id, tagIds: $tagIds) {
      id
      tags {
        id
        name
        color
      }
    }
  }
`);
