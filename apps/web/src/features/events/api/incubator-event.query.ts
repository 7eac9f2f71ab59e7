import { graphql } from "../../../gql/index.ts";

/** One event: its page, and for its editors the fields the editor form starts from. */
export const IncubatorEventQuery = graphql(`
  query IncubatorEvent($id: ID!) {
    incubatorEvent(id: $id) {
      ...EventCardFields
      description
      timezone
      cover
      coverId
      location {
        text
        link
        provider
      }
      hosts {
        id
        fullName
        avatar
        headline
      }
      tags {
        id
        name
        color
      }
      attachmentFiles {
        id
        name
        fileType
        fileUrl
      }
      attachmentLinks {
        id
        name
        link
      }
      duration
      timeslotIncrement
      numberOfSessions
      oneOnOneDates
      registrationClosesAt
      waitlistOfferHours
      recurrence
      availability {
        method
        type
        mode
      }
      calendarHost {
        id
        fullName
      }
      editPermission {
        id
        fullName
      }
      ignoreHostsLinkedCalendar
      ignoreHourAllocation
      registrationNoticePeriod {
        meetingRegistrationHasNoticePeriod
        periodValue
        periodUnit
      }
      visibility {
        userRoles {
          is
          isNot
        }
        userTags {
          is
          isNot
        }
        startupTags {
          is
          isNot
        }
        startupPrograms {
          is
          isNot
        }
      }
      viewerCanEdit
      viewerCanDelete
      viewerAttendee {
        id
        status
        offerExpiresAt
        waitlistPosition
        meetingId
      }
      attendees {
        id
        status
        registrationTime
        email
        registrant {
          id
          fullName
          avatar
        }
      }
    }
  }
`);
