import { graphql } from "../../../gql/index.ts";

/** A page of the timeline: one fragment per post kind (concrete types match in the cache without possibleTypes). */
export const TimelinePageFieldsFragment = graphql(`
  fragment TimelinePageFields on TimelinePage {
    nextCursor
    viewerMay {
      post
      postPrivate
      pin
    }
    pinned {
      __typename
      ...TimelineEventFields
      ...TimelineDataDueEventFields
      ...TimelineTopLevelDataSubmittedEventFields
      ...TimelineNonTopLevelDataSubmittedEventFields
      ...TimelineCoachingSessionPostFields
      ...TimelineCoachingInvitePostFields
      ...TimelineDataCategorizationUpdateFields
      ...TimelineDataCategorizationSkipFields
      ...TimelineEmailThreadPostFields
    }
    results {
      __typename
      ...TimelineEventFields
      ...TimelineDataDueEventFields
      ...TimelineTopLevelDataSubmittedEventFields
      ...TimelineNonTopLevelDataSubmittedEventFields
      ...TimelineCoachingSessionPostFields
      ...TimelineCoachingInvitePostFields
      ...TimelineDataCategorizationUpdateFields
      ...TimelineDataCategorizationSkipFields
      ...TimelineEmailThreadPostFields
    }
  }
`);

export const TimelineEventFieldsFragment = graphql(`
  fragment TimelineEventFields on Event {
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
`);

export const TimelineDataDueEventFieldsFragment = graphql(`
  fragment TimelineDataDueEventFields on DataDueEvent {
    id
    createdAt
    isPinned
    isPublic
    dueDate
  }
`);

export const TimelineTopLevelDataSubmittedEventFieldsFragment = graphql(`
  fragment TimelineTopLevelDataSubmittedEventFields on TopLevelDataSubmittedEvent {
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
`);

export const TimelineNonTopLevelDataSubmittedEventFieldsFragment = graphql(`
  fragment TimelineNonTopLevelDataSubmittedEventFields on NonTopLevelDataSubmittedEvent {
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
`);

export const TimelineCoachingSessionPostFieldsFragment = graphql(`
  fragment TimelineCoachingSessionPostFields on CoachingSessionPost {
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
`);

export const TimelineCoachingInvitePostFieldsFragment = graphql(`
  fragment TimelineCoachingInvitePostFields on CoachingInvitePost {
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
`);

export const TimelineDataCategorizationUpdateFieldsFragment = graphql(`
  fragment TimelineDataCategorizationUpdateFields on DataCategorizationUpdate {
    id
    createdAt
    isPinned
    isPublic
    message
  }
`);

export const TimelineDataCategorizationSkipFieldsFragment = graphql(`
  fragment TimelineDataCategorizationSkipFields on DataCategorizationSkip {
    id
    createdAt
    isPinned
    isPublic
    dueDate
  }
`);

export const TimelineEmailThreadPostFieldsFragment = graphql(`
  fragment TimelineEmailThreadPostFields on EmailThreadPost {
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
`);
