import { graphql } from "../../../gql/index.ts";

export const LogoutSessionMutation = graphql(`
  mutation LogoutSession($sessionId: ID!) {
    logoutSession(sessionId: $sessionId)
  }
`);
