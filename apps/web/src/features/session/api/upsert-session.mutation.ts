import { graphql } from "../../../gql/index.ts";

/** Activates the token's session (or keeps it alive); `takeover` ends the oldest one when full. */
export const UpsertSessionMutation = graphql(`
  mutation UpsertSession($sessionId: ID, $takeover: Boolean) {
    upsertSession(sessionId: $sessionId, takeover: $takeover) {
      id
      status
    }
  }
`);
