import { builder } from "../../graphql/builder.ts";
import { ApplicationMeetingDetailsRef, ApplicationRef, MeetingInvitationRef } from "../applications/index.ts";
import {
  type ApplicationAvailabilities,
  applicationAvailabilities,
  applicationFreeSlots,
  cancelApplicationReviewMeeting,
} from "./application-meeting.service.ts";
import { findMeetingById } from "./booking.repository.ts";
import { CalendarEventRef, FreeSlotsRef, IntervalInput, UserCardRef } from "./booking.schema.ts";
import { eventViews } from "./event-view.ts";

/** Review meetings of meeting rounds (application-meeting.service.ts; decision 051). */
const ApplicationAvailabilitiesRef = builder
  .objectRef<ApplicationAvailabilities>("ApplicationMeetingAvailabilities")
  .implement({
    description:
      "An invited applicant's review meeting: the round's meeting details, its hosts and their free slots (spec-1 §7).",
    fields: (t) => ({
      id: t.exposeID("applicationId", { description: "The application's id (the cache's key)" }),
      applicationId: t.exposeID("applicationId"),
      invitationId: t.exposeID("invitationId"),
      title: t.exposeString("title", { description: "The round's name" }),
      meetingDetails: t.field({ type: ApplicationMeetingDetailsRef, resolve: (a) => a.meetingDetails }),
      start: t.exposeInt("start", { description: "The first instant one may book, seconds since the epoch" }),
      end: t.exposeInt("end", { description: "The last instant one may book (six weeks ahead), seconds" }),
      availabilityMode: t.exposeString("availabilityMode", { description: "PER_HOST: one host's slot" }),
      hosts: t.field({ type: [UserCardRef], resolve: (a) => a.hosts }),
      location: t.exposeString("location", { nullable: true }),
      locationLink: t.exposeString("locationLink", { nullable: true }),
      freeSlots: t.field({
        type: [FreeSlotsRef],
        description:
          "Per host, the slots whose start falls in the interval (seconds); the whole window without one.",
        args: { interval: t.arg({ type: IntervalInput }) },
        resolve: (a, args, ctx) => applicationFreeSlots(ctx, a, args.interval ?? null),
      }),
    }),
  });

builder.queryField("availabilitiesByApplicationId", (t) =>
  t.field({
    type: ApplicationAvailabilitiesRef,
    description:
      "The applicant's review meeting availability (spec-1 §7): only the application's applicant, invited and not yet booked; anyone else NotFoundError.",
    authScopes: { authenticated: true },
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => applicationAvailabilities(ctx, String(args.applicationId)),
  }),
);

type Cancelled = Awaited<ReturnType<typeof cancelApplicationReviewMeeting>>;
const CancelledRef = builder.objectRef<Cancelled>("CancelApplicationReviewMeetingPayload").implement({
  fields: (t) => ({
    updatedApplication: t.field({ type: ApplicationRef, resolve: (c) => c.updatedApplication }),
    updatedInvitation: t.field({ type: MeetingInvitationRef, resolve: (c) => c.updatedInvitation }),
  }),
});

builder.mutationField("cancelApplicationReviewMeeting", (t) =>
  t.field({
    type: CancelledRef,
    description:
      "Cancels an invitation's booked review meeting (its applicant, or staff of the funnel); the invitation may be booked again. The invitation id is required (spec-1 §5).",
    authScopes: { authenticated: true },
    args: {
      meetingInvitationId: t.arg.id(),
      organizerId: t.arg.id(),
      meetingId: t.arg.id(),
    },
    resolve: (_r, args, ctx) =>
      cancelApplicationReviewMeeting(ctx, {
        meetingInvitationId: args.meetingInvitationId == null ? null : String(args.meetingInvitationId),
        organizerId: args.organizerId == null ? null : String(args.organizerId),
        meetingId: args.meetingId == null ? null : String(args.meetingId),
      }),
  }),
);

builder.objectFields(MeetingInvitationRef, (t) => ({
  meeting: t.field({
    type: CalendarEventRef,
    nullable: true,
    description: "The booked meeting (booked or done), for whoever may read the invitation.",
    resolve: async (i, _args, ctx) => {
      if (!i.meetingId) return null;
      const meeting = await findMeetingById(ctx.db, ctx.tenant, i.meetingId);
      if (!meeting) return null;
      const [view] = await eventViews(ctx, [meeting]);
      return view ?? null;
    },
  }),
}));
