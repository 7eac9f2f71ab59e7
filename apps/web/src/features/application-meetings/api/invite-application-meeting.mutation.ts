import { graphql } from "../../../gql/index.ts";

/** Staff invite the application to its meeting round's meeting (the invitation e-mail goes out). */
export const InviteApplicationMeetingMutation = graphql(`
  mutation InviteApplicationMeeting($applicationId: ID!) {
    inviteApplicationMeeting(applicationId: $applicationId) {
      id
      status
      # The file's header reads the application's status from the cache (Application:<id>).
      application {
        id
        status
        updatedAt
      }
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
