import { graphql } from "../../../gql/index.ts";

/** Fires when this session is ended elsewhere (takeover, password reset, deactivation). */
export const SessionLoggedOutSubscription = graphql(`
  subscription SessionLoggedOut($sessionId: ID!) {
    sessionLoggedOut(sessionId: $sessionId) {
      sessionId
      reason
    }
  }
`);
