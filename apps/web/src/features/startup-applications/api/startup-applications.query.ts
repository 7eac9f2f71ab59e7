import { graphql } from "../../../gql/index.ts";

/** The startup file's applications tab: the startup's applications as the viewer may see them. */
export const StartupApplicationsQuery = graphql(`
  query StartupApplications($startupId: ID!) {
    startupApplications(startupId: $startupId) {
      id
      funnelName
      roundName
      roundPosition
      status
      createdAt
      submittedAt
      decidedAt
      applicantName
      link
      staffView
    }
  }
`);
