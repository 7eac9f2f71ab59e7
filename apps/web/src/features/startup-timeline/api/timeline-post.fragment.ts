import { graphql } from "../../../gql/index.ts";

/** The fields of every post kind the timeline shows (spec-2 §3). */
export const TimelinePostFieldsFragment = graphql(`
  fragment TimelinePostFields on TimelinePost {
    __typename
    ... on Event {
      id
      createdAt
      updatedAt
      isPinned
      isPublic
      isUpdate
      eventType
      message
      startup {
        id
        name
      }
      createdBy {
        id
        fullName
        roleLabel
        roleType
        avatar
      }
      attachments {
        id
        name
        fileType
        url
        pdfUrl
      }
      viewerCanEdit
      viewerCanDelete
    }
    ... on DataDueEvent {
      id
      createdAt
      isPinned
      isPublic
      dueDate
    }
    ... on TopLevelDataSubmittedEvent {
      id
      createdAt
      isPinned
      isPublic
      dueDate
      createdBy {
        id
        fullName
      }
      dataItems {
        value
        dateValue
        unit
        change
        useArrow
        metric {
          id
          name
        }
      }
    }
    ... on NonTopLevelDataSubmittedEvent {
      id
      createdAt
      isPinned
      isPublic
      dueDate
      createdBy {
        id
        fullName
      }
      dataItems {
        value
        dateValue
        unit
        change
        useArrow
        metric {
          id
          name
        }
      }
    }
    ... on CoachingSessionPost {
      id
      createdAt
      isPinned
      isPublic
      sessionName
      date
      expectedDuration
      sessionStartDateTime
      topics
      coachs {
        fullName
      }
      attendees {
        fullName
      }
      editor
      staffEditor
    }
    ... on CoachingInvitePost {
      id
      createdAt
      isPinned
      isPublic
      inviteStatus
      expires
      sessionName
      sessionStart
      incubatorInvitees {
        fullName
      }
      startupInvitees {
        fullName
      }
    }
    ... on DataCategorizationUpdate {
      id
      createdAt
      isPinned
      isPublic
      message
    }
    ... on DataCategorizationSkip {
      id
      createdAt
      isPinned
      isPublic
      dueDate
    }
    ... on EmailThreadPost {
      id
      createdAt
      isPinned
      isPublic
      emailMessage {
        subject
        emailContent
        recipients {
          email
        }
        numberOfTimesOpened
        lastOpenedAt
        isBounced
        isDelivered
      }
    }
  }
`);
