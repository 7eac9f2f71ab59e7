import { graphql } from "../../../gql/index.ts";

/** What /application/:id/meeting shows, for the applicant or staff (applicationMeeting). */
export const ApplicationMeetingQuery = graphql(`
  query ApplicationMeeting($applicationId: ID!) {
    applicationMeeting(applicationId: $applicationId) {
      id
      applicationId
      status
      # The file's header reads the application's status from the cache (Application:<id>).
      application {
        id
        status
        updatedAt
      }
      viewerIsApplicant
      viewerMayInvite
      viewerMayBook
      round {
        id
        name
        type
      }
      meetingDetails {
        meetingDuration
        timeslotIncrement
        meetingLocation
        meetingMode
      }
      currentInvitation {
        ...MeetingInvitationFields
      }
      invitations {
        ...MeetingInvitationFields
      }
    }
  }
`);

export const MeetingInvitationFields = graphql(`
  fragment MeetingInvitationFields on ApplicationMeetingInvitation {
    id
    invitationId
    roundId
    status
    invitationSentAt
    meetingBookedAt
    meetingAt
    meetingStatus
    externalMeetingId
    meetingOrganizerId
    updatedAt
    meeting {
      ...CalendarEventFields
    }
  }
`);
