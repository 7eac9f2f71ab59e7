import { graphql } from "../../../gql/index.ts";

/** An application's file: its header, path, tags and what the viewer may do (application). */
export const ApplicationFileQuery = graphql(`
  query ApplicationFile($id: ID!) {
    application(id: $id) {
      id
      status
      roundId
      funnelId
      startupName
      anonymous
      viewerIs
      submittedAt
      decidedAt
      createdAt
      applicant {
        id
        fullName
        email
        avatar
      }
      funnel {
        id
        name
        type
      }
      round {
        id
        name
        position
        type
      }
      rounds {
        roundId
        enteredAt
        leftAt
        outcome
        round {
          id
          name
          position
        }
      }
      tags {
        id
        name
        color
      }
      allowedActions
    }
  }
`);

/** The activities tab: activity, comments, e-mails. */
export const ApplicationActivityQuery = graphql(`
  query ApplicationActivity($id: ID!) {
    application(id: $id) {
      id
      activities {
        id
        kind
        values
        createdAt
        actor {
          id
          fullName
        }
      }
      comments {
        ...ApplicationCommentFields
      }
      emails {
        id
        kind
        to
        subject
        scheduledFor
        sentAt
        cancelledAt
      }
    }
  }
`);

export const ApplicationCommentFields = graphql(`
  fragment ApplicationCommentFields on ApplicationComment {
    id
    body
    forApplicant
    createdAt
    author {
      id
      fullName
    }
  }
`);

/** The form tab: the applicant's answers by round and version. */
export const ApplicationAnswersQuery = graphql(`
  query ApplicationAnswers($id: ID!) {
    application(id: $id) {
      id
      answers {
        round {
          id
          name
          position
        }
        response {
          id
          formId
          status
          answers
          submittedAt
          updatedAt
          version {
            id
            number
            definition
          }
        }
      }
    }
  }
`);

/** What the decision dialogs offer: the funnel's rounds and their rejection e-mails. */
export const ApplicationFunnelRoundsQuery = graphql(`
  query ApplicationFunnelRounds($id: ID!) {
    application(id: $id) {
      id
      funnel {
        id
        rounds {
          id
          name
          position
          type
          emails {
            id
            kind
            reason
            timing
            delayHours
          }
        }
      }
    }
  }
`);

/** The funnels an application may move to (the move dialog). */
export const MoveTargetFunnelsQuery = graphql(`
  query MoveTargetFunnels {
    funnels {
      id
      name
      type
      intakeFormId
    }
  }
`);

/** The organisation's application tags (the file's tags dialog). */
export const ApplicationFileTagChoicesQuery = graphql(`
  query ApplicationFileTagChoices {
    tags(kind: application) {
      id
      name
      color
    }
  }
`);
