import type { RoundMeeting } from "@launchpad/domain/applications";
import { builder } from "../../graphql/builder.ts";
import { applicationView, roundView } from "./application-views.ts";
import { ApplicationRef, ApplicationStatusRef, RoundRef } from "./applications.refs.ts";
import type { MeetingInvitationRow } from "./applications.tables.ts";
import { findRound } from "./funnels.repository.ts";
import {
  type ApplicationMeetingView,
  applicationMeeting,
  invitationsOf,
  inviteApplicationMeeting,
} from "./invitations.service.ts";

/**
 * Meeting rounds' invitations in the API (lane F, docs/application-meetings.md; spec-2 §3
 * "Application review meeting" and "Meeting details"). The booked meeting itself (a
 * CalendarEvent) is added to ApplicationMeetingInvitation by the booking module
 * (booking/application-meeting.schema.ts), which owns meetings.
 */
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const MeetingInvitationStatusRef = builder.enumType("MeetingInvitationStatus", {
  description:
    "sent: the applicant may book; booked: a meeting is booked; done: the meeting took place; cancelled: replaced by a later invitation",
  values: ["sent", "booked", "cancelled", "done"] as const,
});

/** spec-2 §3 Meeting details: the round's meeting as the booking modal presets it. */
export const ApplicationMeetingDetailsRef = builder
  .objectRef<RoundMeeting>("ApplicationMeetingDetails")
  .implement({
    description: "A meeting round's meeting details (spec-1 §3, spec-2 §3).",
    fields: (t) => ({
      meetingDuration: t.exposeInt("durationMinutes", {
        description: "Minutes (the booking's preset duration)",
      }),
      timeslotIncrement: t.exposeInt("incrementMinutes", { nullable: true }),
      meetingLocation: t.exposeString("location", { nullable: true }),
      meetingMode: t.string({ description: "online or in_person", resolve: (m) => m.mode }),
    }),
  });

/** One invitation of a meeting round (spec-2 §3 Application review meeting). */
export const MeetingInvitationRef = builder
  .objectRef<MeetingInvitationRow>("ApplicationMeetingInvitation")
  .implement({
    description:
      "A meeting round's invitation and its booked meeting (spec-2 §3 Application review meeting).",
    fields: (t) => ({
      id: t.exposeID("id"),
      invitationId: t.exposeID("id"),
      applicationId: t.exposeID("applicationId"),
      roundId: t.exposeID("roundId"),
      round: t.field({
        type: RoundRef,
        nullable: true,
        resolve: async (i, _args, ctx) => {
          const row = await findRound(ctx.db, ctx.tenant, i.roundId);
          return row ? roundView(row) : null;
        },
      }),
      status: t.field({ type: MeetingInvitationStatusRef, resolve: (i) => i.status }),
      invitationSentAt: t.string({ description: "ISO 8601", resolve: (i) => i.sentAt.toISOString() }),
      meetingBookedAt: t.string({
        nullable: true,
        description: "ISO 8601",
        resolve: (i) => iso(i.meetingBookedAt),
      }),
      meetingAt: t.string({
        nullable: true,
        description: "ISO 8601: the meeting's start",
        resolve: (i) => iso(i.meetingAt),
      }),
      meetingStatus: t.string({
        nullable: true,
        description: "scheduled (booked, to come), done (took place), or null (nothing booked)",
        resolve: (i) => (i.status === "booked" ? "scheduled" : i.status === "done" ? "done" : null),
      }),
      externalMeetingId: t.exposeID("meetingId", { nullable: true, description: "The booked meeting's id" }),
      meetingOrganizerId: t.exposeID("meetingOrganizerId", { nullable: true }),
      updatedAt: t.string({ description: "ISO 8601", resolve: (i) => i.updatedAt.toISOString() }),
    }),
  });

builder.objectFields(ApplicationRef, (t) => ({
  meetingInvitations: t.field({
    type: [MeetingInvitationRef],
    description: "The meeting rounds' invitations, oldest first (spec-2 §3 Application review meeting).",
    resolve: (a, _args, ctx) => invitationsOf(ctx.db, ctx.tenant, [a.id]),
  }),
}));

/** What /application/:id/meeting shows, for the applicant or staff (applicationMeeting). */
export const ApplicationMeetingRef = builder
  .objectRef<ApplicationMeetingView>("ApplicationMeeting")
  .implement({
    description: "An application's meeting round as its meeting page shows it.",
    fields: (t) => ({
      id: t.id({ description: "The application's id (the cache's key)", resolve: (m) => m.application.id }),
      applicationId: t.id({ resolve: (m) => m.application.id }),
      status: t.field({ type: ApplicationStatusRef, resolve: (m) => m.application.status }),
      application: t.field({ type: ApplicationRef, resolve: (m) => applicationView(m.application) }),
      round: t.field({
        type: RoundRef,
        nullable: true,
        resolve: (m) => (m.round ? roundView(m.round) : null),
      }),
      meetingDetails: t.field({
        type: ApplicationMeetingDetailsRef,
        nullable: true,
        description: "The current round's meeting details, when it is a meeting round",
        resolve: (m) => m.meeting,
      }),
      invitations: t.field({ type: [MeetingInvitationRef], resolve: (m) => m.invitations }),
      currentInvitation: t.field({
        type: MeetingInvitationRef,
        nullable: true,
        description: "The current meeting round's open invitation (sent or booked), or its done one",
        resolve: (m) => m.current,
      }),
      viewerIsApplicant: t.exposeBoolean("viewerIsApplicant"),
      viewerMayInvite: t.exposeBoolean("viewerMayInvite"),
      viewerMayBook: t.exposeBoolean("viewerMayBook"),
    }),
  });

builder.queryField("applicationMeeting", (t) =>
  t.field({
    type: ApplicationMeetingRef,
    description:
      "An application's meeting round for its applicant or staff of its funnel (APPLICATION_ALL/APPLICATION_FLOW:VIEW, funnel admins); anyone else: NotFoundError.",
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => applicationMeeting(ctx, String(args.applicationId)),
  }),
);

builder.mutationField("inviteApplicationMeeting", (t) =>
  t.field({
    type: ApplicationMeetingRef,
    description:
      "Invites an application in a meeting round (ready_for_invitation → ready_for_meeting) and sends the round's invitation e-mail. APPLICATION_FLOW:EDIT on the funnel, or its admins.",
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const { application } = await inviteApplicationMeeting(ctx, String(args.applicationId));
      return applicationMeeting(ctx, application.id);
    },
  }),
);
