import { graphql } from "../../../gql/index.ts";

export const SetStartupTagsMutation = graphql(`
  mutation SetStartupTags($startupId: ID!, $tagIds: [ID!]!) {
    setStartupTags(startupId: $startupId, tagIds: $tagIds) {
      id
      name
      color
      kind
    }
  }
`);

export const SetStartupIndustriesMutation = graphql(`
  mutation SetStartupIndustries($startupId: ID!, $industryIds: [ID!]!) {
    setStartupIndustries(startupId: $startupId, industryIds: $industryIds) {
      id
      name
    }
  }
`);

export const SetUserTagsMutation = graphql(`
  mutation SetUserTags($userId: ID!, $tagIds: [ID!]!) {
    setUserTags(userId: $userId, tagIds: $tagIds) {
      id
      name
      color
      kind
    }
  }
`);

export const SetUserIndustriesMutation = graphql(`
  mutation SetUserIndustries($userId: ID!, $industryIds: [ID!]!) {
    setUserIndustries(userId: $userId, industryIds: $industryIds) {
      id
      name
    }
  }
`);
