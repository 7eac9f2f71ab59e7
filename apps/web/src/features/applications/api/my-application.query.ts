import { graphql } from "../../../gql/index.ts";

/** One of the viewer's applications (the fill page finds the round of its address in it). */
export const MyApplicationQuery = graphql(`
  query MyApplication($applicationId: ID!) {
    myApplication(applicationId: $applicationId) {
      ...MyApplicationFields
    }
  }
`);
