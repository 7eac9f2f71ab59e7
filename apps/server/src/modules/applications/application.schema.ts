import { builder } from "../../graphql/builder.ts";
import { FormResponseRef } from "../forms/index.ts";
import { TagCardRef } from "../tags/index.ts";
import { usersByIds } from "../users/index.ts";
import { readableApplication } from "./application-access.ts";
import { applicationView, funnelView, roundView } from "./application-views.ts";
import { ApplicationRef, FunnelRef, RoundEmailKindRef, RoundRef } from "./applications.refs.ts";
import type { ApplicationEmailRow } from "./applications.tables.ts";
import { addComment } from "./comments.service.ts";
import { acceptRound, moveToRound, rejectApplication } from "./decide.service.ts";
import {
  type ActivityItem,
  type AnswerSet,
  APPLICATION_ACTIONS,
  type ApplicantCard,
  activityOf,
  allowedActions,
  answersOf,
  applicantCard,
  type CommentItem,
  commentsFor,
  emailsFor,
  identityHidden,
  type RoundStep,
  readerFor,
  roundPath,
  startupNameOf,
  tagsFor,
} from "./file.reads.ts";
import { deleteApplication, moveToFunnel, resetToDraft, setApplicationTags } from "./file.service.ts";
import { findFunnel, findRound } from "./funnels.repository.ts";

/**
 * The application file (lane D, docs/application-file.md, decision 049): `application(id)`,
 * the fields of its file on Application, and the staff's mutations. Every field is open to
 * any signed-in user at the scope level (funnel admins act without the keys, spec-2 §6), and
 * decided per application in the service (`readableApplication`, `mayManage`, `blindFor`).
 */
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const signedIn = { authenticated: true } as const;

const ApplicantRef = builder.objectRef<ApplicantCard>("ApplicationApplicant").implement({
  description: "Who applied (null on Application.applicant while the viewer reviews blind).",
  fields: (t) => ({
    id: t.exposeID("id"),
    fullName: t.exposeString("fullName"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
    avatar: t.exposeString("avatar", { nullable: true }),
  }),
});

const OutcomeRef = builder.enumType("ApplicationRoundOutcome", {
  values: ["accepted", "rejected", "moved", "reset"] as const,
});

const RoundStepRef = builder.objectRef<RoundStep>("ApplicationRoundStep").implement({
  description: "One round of the application's path: when it entered and left it, and how.",
  fields: (t) => ({
    roundId: t.exposeID("roundId"),
    round: t.field({ type: RoundRef, nullable: true, resolve: (s) => (s.round ? roundView(s.round) : null) }),
    enteredAt: t.string({ description: "ISO 8601", resolve: (s) => s.enteredAt.toISOString() }),
    leftAt: t.string({ nullable: true, description: "ISO 8601", resolve: (s) => iso(s.leftAt) }),
    outcome: t.field({ type: OutcomeRef, nullable: true, resolve: (s) => s.outcome }),
  }),
});

const AnswerSetRef = builder.objectRef<AnswerSet>("ApplicationAnswers").implement({
  description: "The applicant's answers to one round's form, in the version they answered.",
  fields: (t) => ({
    round: t.field({ type: RoundRef, nullable: true, resolve: (a) => (a.round ? roundView(a.round) : null) }),
    response: t.field({ type: FormResponseRef, resolve: (a) => a.response }),
  }),
});

const PersonRef = builder.objectRef<{ id: string; fullName: string }>("ApplicationPerson").implement({
  fields: (t) => ({ id: t.exposeID("id"), fullName: t.exposeString("fullName") }),
});

const person = (id: string | null, name: string | null) =>
  id && name !== null ? { id, fullName: name } : null;

const ActivityRef = builder.objectRef<ActivityItem>("ApplicationActivity").implement({
  description: "What happened to the application (kind and its values: activity.kinds.ts).",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.exposeString("kind"),
    values: t.field({ type: "JSON", resolve: (a) => a.values }),
    actor: t.field({ type: PersonRef, nullable: true, resolve: (a) => person(a.actorId, a.actorName) }),
    createdAt: t.string({ description: "ISO 8601", resolve: (a) => a.createdAt.toISOString() }),
  }),
});

export const ApplicationCommentRef = builder.objectRef<CommentItem>("ApplicationComment").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    body: t.exposeString("body"),
    forApplicant: t.exposeBoolean("forApplicant", {
      description: "A reviewer's comment the applicant reads (and that may go with the decision e-mail)",
    }),
    roundId: t.exposeID("roundId", { nullable: true }),
    author: t.field({ type: PersonRef, nullable: true, resolve: (c) => person(c.authorId, c.authorName) }),
    createdAt: t.string({ description: "ISO 8601", resolve: (c) => c.createdAt.toISOString() }),
  }),
});

const EmailRef = builder.objectRef<ApplicationEmailRow>("ApplicationEmail").implement({
  description: "A round e-mail sent (or scheduled) to the applicant.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: RoundEmailKindRef, resolve: (e) => e.kind }),
    to: t.exposeString("to"),
    subject: t.exposeString("subject"),
    scheduledFor: t.string({ description: "ISO 8601", resolve: (e) => e.scheduledFor.toISOString() }),
    sentAt: t.string({ nullable: true, description: "ISO 8601", resolve: (e) => iso(e.sentAt) }),
    cancelledAt: t.string({ nullable: true, description: "ISO 8601", resolve: (e) => iso(e.cancelledAt) }),
  }),
});

const ActionRef = builder.enumType("ApplicationAction", { values: APPLICATION_ACTIONS });
const ReaderRef = builder.enumType("ApplicationReader", {
  values: ["applicant", "staff", "evaluator"] as const,
});

builder.objectFields(ApplicationRef, (t) => ({
  applicant: t.field({
    type: ApplicantRef,
    nullable: true,
    description:
      "Who applied; null while the viewer reviews blind or applications are anonymous to evaluators",
    resolve: (a, _args, ctx) => applicantCard(ctx, a),
  }),
  anonymous: t.boolean({
    description: "The applicant's identity is hidden from the viewer (show 'Anonymous')",
    resolve: (a, _args, ctx) => identityHidden(ctx, a),
  }),
  startupName: t.string({
    nullable: true,
    description: "The startup's name as the applicant gave it (hidden while blind)",
    resolve: (a, _args, ctx) => startupNameOf(ctx, a),
  }),
  viewerIs: t.field({
    type: ReaderRef,
    nullable: true,
    description: "How the viewer reads this application",
    resolve: (a, _args, ctx) => readerFor(ctx, a),
  }),
  funnel: t.field({
    type: FunnelRef,
    nullable: true,
    resolve: async (a, _args, ctx) => {
      if (!(await readerFor(ctx, a))) return null;
      const row = await findFunnel(ctx.db, ctx.tenant, a.funnelId);
      return row ? funnelView(row) : null;
    },
  }),
  round: t.field({
    type: RoundRef,
    nullable: true,
    resolve: async (a, _args, ctx) => {
      if (!a.roundId || !(await readerFor(ctx, a))) return null;
      const row = await findRound(ctx.db, ctx.tenant, a.roundId);
      return row ? roundView(row) : null;
    },
  }),
  rounds: t.field({
    type: [RoundStepRef],
    description: "Its path through the rounds, oldest first",
    resolve: (a, _args, ctx) => roundPath(ctx, a),
  }),
  answers: t.field({
    type: [AnswerSetRef],
    description: "The applicant's answers by round and version",
    resolve: (a, _args, ctx) => answersOf(ctx, a),
  }),
  activities: t.field({
    type: [ActivityRef],
    description: "Its activity, newest first (staff)",
    resolve: (a, _args, ctx) => activityOf(ctx, a),
  }),
  comments: t.field({
    type: [ApplicationCommentRef],
    description: "Comments, newest first (the applicant reads those for them; a blind evaluator their own)",
    resolve: (a, _args, ctx) => commentsFor(ctx, a),
  }),
  emails: t.field({
    type: [EmailRef],
    description: "Round e-mails sent or scheduled, newest first (staff)",
    resolve: (a, _args, ctx) => emailsFor(ctx, a),
  }),
  tags: t.field({
    type: [TagCardRef],
    description: "Its tags (TAGS:APPLICATION:VIEW)",
    resolve: (a, _args, ctx) => tagsFor(ctx, a),
  }),
  allowedActions: t.field({
    type: [ActionRef],
    description: "What the viewer may do now: the state machine's events crossed with their keys",
    resolve: (a, _args, ctx) => allowedActions(ctx, a),
  }),
}));

builder.queryField("application", (t) =>
  t.field({
    type: ApplicationRef,
    description: "An application's file: its applicant, staff on its funnel, or an evaluator assigned to it",
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, args, ctx) => applicationView(await readableApplication(ctx, String(args.id))),
  }),
);

const DecisionRef = builder.enumType("ApplicationDecision", { values: ["ACCEPT", "REJECT"] as const });

builder.mutationField("decideApplicationRound", (t) =>
  t.field({
    type: ApplicationRef,
    description:
      "Accept the round (next round, or enrolment after the last) or reject (the rejection e-mail is the reason); APPLICATION/DECIDE_ROUND:VIEW on its funnel",
    authScopes: signedIn,
    args: {
      id: t.arg.id({ required: true }),
      decision: t.arg({ type: DecisionRef, required: true }),
      rejectionEmailId: t.arg.id(),
      includeReviewerComments: t.arg.boolean(),
    },
    resolve: (_r, args, ctx) =>
      args.decision === "ACCEPT"
        ? acceptRound(ctx, String(args.id), {
            includeReviewerComments: args.includeReviewerComments ?? false,
          })
        : rejectApplication(ctx, String(args.id), {
            rejectionEmailId: args.rejectionEmailId ? String(args.rejectionEmailId) : null,
            includeReviewerComments: args.includeReviewerComments ?? false,
          }),
  }),
);

builder.mutationField("moveApplicationToRound", (t) =>
  t.field({
    type: ApplicationRef,
    description: "Move to another round of its funnel (APPLICATION_FLOW:EDIT)",
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), roundId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => moveToRound(ctx, String(args.id), String(args.roundId)),
  }),
);

builder.mutationField("moveApplicationToFunnel", (t) =>
  t.field({
    type: ApplicationRef,
    description:
      "Move to another funnel: the old application is rejected quietly, the new one (returned) starts in round 1 with the answers if the intake form is the same (APPLICATION_FLOW:EDIT on both)",
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), funnelId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => moveToFunnel(ctx, String(args.id), String(args.funnelId)),
  }),
);

builder.mutationField("resetApplicationToDraft", (t) =>
  t.field({
    type: ApplicationRef,
    description: "Back to draft in round 1; its evaluations are wiped (APPLICATION_FLOW:EDIT)",
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => resetToDraft(ctx, String(args.id)),
  }),
);

builder.mutationField("deleteApplication", (t) =>
  t.field({
    type: "Boolean",
    description: "Delete it with its answers and evaluations (APPLICATION:DELETE)",
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteApplication(ctx, String(args.id)),
  }),
);

builder.mutationField("setApplicationTags", (t) =>
  t.field({
    type: ApplicationRef,
    description: "Replace its tags (application tags; TAGS:APPLICATION:VIEW and APPLICATION_FLOW:EDIT)",
    authScopes: signedIn,
    args: { id: t.arg.id({ required: true }), tagIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => setApplicationTags(ctx, String(args.id), args.tagIds.map(String)),
  }),
);

builder.mutationField("addApplicationComment", (t) =>
  t.field({
    type: ApplicationCommentRef,
    description:
      "Comment on its file (staff who read it, its evaluators); forApplicant: the applicant reads it",
    authScopes: signedIn,
    args: {
      applicationId: t.arg.id({ required: true }),
      body: t.arg.string({ required: true }),
      forApplicant: t.arg.boolean(),
    },
    resolve: async (_r, args, ctx) => {
      const row = await addComment(ctx, String(args.applicationId), {
        body: args.body,
        forApplicant: args.forApplicant ?? false,
      });
      const [author] = ctx.viewer ? [ctx.viewer.id] : [];
      return { ...row, authorName: author ? await nameOf(ctx, author) : null };
    },
  }),
);

async function nameOf(ctx: Parameters<typeof addComment>[0], id: string): Promise<string | null> {
  const [user] = await usersByIds(ctx, [id]);
  return user ? `${user.firstName} ${user.lastName}`.trim() : null;
}
