import { graphql } from "../../../gql/index.ts";

/** Single sign-on: when enabled, the organisation signs its users in through these connections. */
export const AuthModeQuery = graphql(`
  query AuthMode {
    authMode {
      enabled
      organization
      oauthConnections {
        id
        name
        provider
        protocol
      }
    }
  }
`);
