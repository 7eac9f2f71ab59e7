import { graphql } from "../../../gql/index.ts";

/** Cancels an invitation's booked meeting (spec-1 §5: the invitation id is required). */
export const CancelApplicationReviewMeetingMutation = graphql(`
  mutation CancelApplicationReviewMeeting($meetingInvitationId: ID, $organizerId: ID, $meetingId: ID) {
    cancelApplicationReviewMeeting(
      meetingInvitationId: $meetingInvitationId
      organizerId: $organizerId
      meetingId: $meetingId
    ) {
      updatedApplication {
        id
        status
      }
      updatedInvitation {
        ...MeetingInvitationFields
      }
    }
  }
`);
