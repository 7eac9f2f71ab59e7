import { graphql } from "../../../gql/index.ts";

/** /setup/funnel/:id: the funnel with its rounds, their e-mails, programmes, tags and admins. */
export const FunnelQuery = graphql(`
  query Funnel($id: ID!) {
    funnel(id: $id) {
      id
      type
      name
      displayName
      slug
      publicPath
      intakeFormId
      deadline
      closedAt
      published
      acceptedRoleId
      applicationCount
      mayEdit
      mayCreateRejectionEmails
      mayEditRejectionEmails
      reapply {
        rule
        cooldownDays
      }
      programs {
        id
        name
      }
      tags {
        id
        name
        color
      }
      admins {
        id
        fullName
        email
      }
      rounds {
        ...FunnelRoundFields
      }
    }
  }
`);

export const FunnelRoundFields = graphql(`
  fragment FunnelRoundFields on Round {
    id
    funnelId
    position
    type
    name
    formId
    blind
    evaluatorsPerApplication
    meeting {
      durationMinutes
      incrementMinutes
      location
      mode
      hostIds
    }
    emails {
      ...FunnelRoundEmailFields
    }
  }
`);

export const FunnelRoundEmailFields = graphql(`
  fragment FunnelRoundEmailFields on RoundEmail {
    id
    roundId
    kind
    reason
    subject
    body
    timing
    delayHours
  }
`);
