import { type ForeignIds, nobody, type PermissionCases, type TenantCases } from "../../test/matrix.ts";

/**
 * Meeting rounds (lane F, docs/application-meetings.md): the matrix cases of the review
 * meeting's fields, the applications side (invitations.schema.ts) and the booking side
 * (booking/application-meeting.schema.ts). Every field is open to signed-in users and
 * checked in the service: the application's applicant, or staff of its funnel
 * (mayOnFunnel), else not found.
 */
export const permissionCases: PermissionCases = {
  applicationMeeting: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { applicationMeeting(applicationId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  inviteApplicationMeeting: {
    rule: { authenticated: true },
    query: "mutation M($id: ID!) { inviteApplicationMeeting(applicationId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  availabilitiesByApplicationId: {
    rule: { authenticated: true },
    query: "query Q($id: ID!) { availabilitiesByApplicationId(applicationId: $id) { id } }",
    variables: () => ({ id: nobody }),
  },
  cancelApplicationReviewMeeting: {
    rule: { authenticated: true },
    query:
      "mutation M($id: ID!) { cancelApplicationReviewMeeting(meetingInvitationId: $id, organizerId: $id, meetingId: $id) { updatedInvitation { id } } }",
    variables: () => ({ id: nobody }),
  },
};

/** Another organisation's application (the tenant matrix's, from Orbit Labs' demo). */
const foreignApplication = (i: ForeignIds) => i.application;

export const tenantCases: TenantCases = {
  applicationMeeting: {
    query: "query Q($id: ID!) { applicationMeeting(applicationId: $id) { id invitations { id } } }",
    variables: (i) => ({ id: foreignApplication(i) }),
  },
  // Inviting another organisation's application writes nothing (no invitation, no e-mail).
  inviteApplicationMeeting: {
    query: "mutation M($id: ID!) { inviteApplicationMeeting(applicationId: $id) { id } }",
    variables: (i) => ({ id: foreignApplication(i) }),
  },
  availabilitiesByApplicationId: {
    query:
      "query Q($id: ID!) { availabilitiesByApplicationId(applicationId: $id) { id freeSlots { customerId } } }",
    variables: (i) => ({ id: foreignApplication(i) }),
  },
  // Another organisation's meeting cannot be cancelled through an invitation id either.
  cancelApplicationReviewMeeting: {
    query:
      "mutation M($inv: ID!, $m: ID!) { cancelApplicationReviewMeeting(meetingInvitationId: $inv, meetingId: $m) { updatedInvitation { id } } }",
    variables: (i) => ({ inv: foreignApplication(i), m: i.meeting }),
  },
  "cancelApplicationReviewMeeting.meetingId": {
    query:
      "mutation M($m: ID!, $o: ID!) { cancelApplicationReviewMeeting(meetingInvitationId: $m, organizerId: $o, meetingId: $m) { updatedInvitation { id } } }",
    variables: (i) => ({ m: i.meeting, o: i.user }),
  },
  "cancelApplicationReviewMeeting.organizerId": {
    query:
      "mutation M($m: ID!, $o: ID!) { cancelApplicationReviewMeeting(meetingInvitationId: $m, organizerId: $o) { updatedInvitation { id } } }",
    variables: (i) => ({ m: i.meeting, o: i.user }),
  },
};
