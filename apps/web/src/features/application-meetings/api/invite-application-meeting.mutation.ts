import { graphql } from "../../../gql/index.ts";

/** Staff invite the application to its meeting round's meeting (the invitation e-mail goes out). */
export const InviteApplicationMeetingMutation = graphql(`
  mutation InviteApplicationMeeting($applicationId: ID!) {
    inviteApplicationMeeting(applicationId: $applicationId) {
      id
      status
      viewerMayInvite
      viewerMayBook
      currentInvitation {
        ...MeetingInvitationFields
      }
      invitations {
        ...MeetingInvitationFields
      }
    }
  }
`);
