import { graphql } from "../../../gql/index.ts";

export const CreateTimelinePostMutation = graphql(`
  mutation CreateTimelinePost($input: CreateTimelinePostInput!) {
    createTimelinePost(input: $input) {
      id
    }
  }
`);

export const UpdateTimelinePostMutation = graphql(`
  mutation UpdateTimelinePost($input: UpdateTimelinePostInput!) {
    updateTimelinePost(input: $input) {
      id
      message
      isUpdate
      isPublic
      updatedAt
    }
  }
`);

export const DeleteTimelinePostMutation = graphql(`
  mutation DeleteTimelinePost($id: ID!) {
    deleteTimelinePost(id: $id)
  }
`);

export const PinTimelinePostMutation = graphql(`
  mutation PinTimelinePost($id: ID!, $pinned: Boolean!) {
    pinTimelinePost(id: $id, pinned: $pinned) {
      __typename
    }
  }
`);
