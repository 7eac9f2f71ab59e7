import { graphql } from "../../../gql/index.ts";

/** Applies: signed out it makes the account and answers its session token; signed in, null. */
export const ApplyToFunnelMutation = graphql(`
  mutation ApplyToFunnel($input: ApplyInput!) {
    applyToFunnel(input: $input) {
      token
      roundPosition
      application {
        id
        status
      }
    }
  }
`);
