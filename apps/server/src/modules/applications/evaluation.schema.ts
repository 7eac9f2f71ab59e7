import { TEAM_ROLES } from "@launchpad/domain";
import { builder } from "../../graphql/builder.ts";
import { FormResponseRef, FormVersionRef } from "../forms/index.ts";
import { applicationView } from "./application-views.ts";
import { ApplicationRef, ApplicationStatusRef } from "./applications.refs.ts";
import {
  type ApplicationEvaluationsView,
  applicationEvaluations,
  declareConflict,
  type EvaluationFormView,
  type EvaluationView,
  evaluationForm,
  evaluationQueue,
  type QueueItem,
  saveEvaluation,
} from "./evaluation.service.ts";
import {
  type AssignResult,
  assignEvaluatorsToApplications,
  EVALUATOR_ROLES,
  type EvaluatorWorkload,
  evaluatorWorkloads,
  type RoundAssignmentRow,
  roundAssignments,
  unassignEvaluator,
} from "./evaluators.service.ts";

/**
 * GraphQL of evaluation rounds (issue 17, docs/evaluations.md): assignment (staff), the
 * evaluator's queue and form, conflicts of interest, and an application's evaluations with
 * raw and normalised scores. The roles gate first (deny by default); each service checks the
 * funnel right (A's mayOnFunnel) or the viewer's own assignment.
 */
const EVALUATORS = { roles: EVALUATOR_ROLES } as const;
const TEAM = { roles: TEAM_ROLES } as const;

const AssignmentModeRef = builder.enumType("EvaluatorAssignmentMode", {
  description: "By hand (every chosen evaluator), at random, or balanced by open workload",
  values: ["manual", "random", "balanced"] as const,
});

const localized = { type: "JSON", description: "Text by language" } as const;

const QueueItemRef = builder.objectRef<QueueItem>("EvaluationQueueItem").implement({
  description: "An application assigned to the viewer for evaluation",
  fields: (t) => ({
    applicationId: t.exposeID("applicationId"),
    roundId: t.exposeID("roundId"),
    funnelId: t.exposeID("funnelId"),
    roundName: t.field({ ...localized, resolve: (i) => i.roundName }),
    assignedAt: t.exposeString("assignedAt", { description: "ISO 8601" }),
    submittedAt: t.exposeString("submittedAt", { nullable: true, description: "ISO 8601" }),
    score: t.exposeFloat("score", { nullable: true }),
    toDo: t.exposeBoolean("toDo", { description: "Still to evaluate (first in the list)" }),
    blind: t.exposeBoolean("blind", { description: "A blind round the viewer has not submitted in" }),
    applicantName: t.exposeString("applicantName", { nullable: true, description: "Null while blind" }),
  }),
});

const EvaluationFormRef = builder.objectRef<EvaluationFormView>("EvaluationForm").implement({
  description:
    "The viewer's evaluation of an application: the round's evaluation form and their own response",
  fields: (t) => ({
    applicationId: t.exposeID("applicationId"),
    roundId: t.exposeID("roundId"),
    blind: t.exposeBoolean("blind"),
    submittedAt: t.exposeString("submittedAt", { nullable: true, description: "ISO 8601" }),
    score: t.exposeFloat("score", { nullable: true }),
    formId: t.id({ resolve: (f) => f.form.formId }),
    title: t.string({ resolve: (f) => f.form.title }),
    version: t.field({ type: FormVersionRef, resolve: (f) => f.form.version }),
    response: t.field({ type: FormResponseRef, nullable: true, resolve: (f) => f.form.response }),
  }),
});

const EvaluationRef = builder.objectRef<EvaluationView>("ApplicationEvaluation").implement({
  fields: (t) => ({
    evaluatorId: t.exposeID("evaluatorId"),
    evaluatorName: t.exposeString("evaluatorName"),
    roundId: t.exposeID("roundId"),
    assignedAt: t.exposeString("assignedAt", { description: "ISO 8601" }),
    submittedAt: t.exposeString("submittedAt", { nullable: true, description: "ISO 8601" }),
    score: t.exposeFloat("score", { nullable: true, description: "Raw score, once submitted" }),
    zScore: t.exposeFloat("zScore", {
      nullable: true,
      description: "The score against this evaluator's own scores in the round (0: one score, or all equal)",
    }),
    mine: t.exposeBoolean("mine"),
  }),
});

type ConflictView = ApplicationEvaluationsView["conflicts"][number];
const ConflictRef = builder.objectRef<ConflictView>("EvaluatorConflict").implement({
  fields: (t) => ({
    evaluatorId: t.exposeID("evaluatorId"),
    evaluatorName: t.exposeString("evaluatorName"),
    reason: t.exposeString("reason", { nullable: true }),
    declaredAt: t.exposeString("declaredAt", { description: "ISO 8601" }),
  }),
});

const EvaluationsRef = builder.objectRef<ApplicationEvaluationsView>("ApplicationEvaluations").implement({
  description: "An application's evaluations with raw and normalised scores, hidden per the blind rule",
  fields: (t) => ({
    applicationId: t.exposeID("applicationId"),
    blind: t.exposeBoolean("blind", { description: "The viewer reviews blind: only their own evaluation" }),
    averageScore: t.exposeFloat("averageScore", { nullable: true, description: "Raw average" }),
    normalisedScore: t.exposeFloat("normalisedScore", {
      nullable: true,
      description: "Mean of the evaluations' z-scores",
    }),
    evaluationCount: t.exposeInt("evaluationCount"),
    evaluations: t.field({ type: [EvaluationRef], resolve: (v) => v.evaluations }),
    conflicts: t.field({ type: [ConflictRef], resolve: (v) => v.conflicts }),
  }),
});

const WorkloadRef = builder.objectRef<EvaluatorWorkload>("EvaluatorWorkload").implement({
  fields: (t) => ({
    evaluatorId: t.exposeID("evaluatorId"),
    fullName: t.exposeString("fullName"),
    roleType: t.exposeString("roleType"),
    open: t.exposeInt("open", { description: "Unsubmitted assignments in every funnel" }),
    funnelOpen: t.exposeInt("funnelOpen"),
    funnelSubmitted: t.exposeInt("funnelSubmitted"),
  }),
});

type Assigned = RoundAssignmentRow["evaluators"][number];
const AssignedEvaluatorRef = builder.objectRef<Assigned>("AssignedEvaluator").implement({
  fields: (t) => ({
    evaluatorId: t.exposeID("evaluatorId"),
    fullName: t.exposeString("fullName"),
    submittedAt: t.string({ nullable: true, resolve: (a) => a.submittedAt?.toISOString() ?? null }),
    score: t.exposeFloat("score", { nullable: true }),
  }),
});

const RoundAssignmentRef = builder.objectRef<RoundAssignmentRow>("RoundAssignment").implement({
  description: "An application of an evaluation round with its evaluators (the assignment page)",
  fields: (t) => ({
    applicationId: t.exposeID("applicationId"),
    applicantName: t.exposeString("applicantName", {
      nullable: true,
      description: "Null while the viewer evaluates it blind",
    }),
    status: t.field({ type: ApplicationStatusRef, resolve: (r) => r.status }),
    evaluators: t.field({ type: [AssignedEvaluatorRef], resolve: (r) => r.evaluators }),
    conflictEvaluatorIds: t.exposeIDList("conflictEvaluatorIds"),
  }),
});

type Pair = AssignResult["assigned"][number];
const AssignedPairRef = builder.objectRef<Pair>("EvaluatorAssignmentPair").implement({
  fields: (t) => ({
    applicationId: t.exposeID("applicationId"),
    evaluatorId: t.exposeID("evaluatorId"),
    roundId: t.exposeID("roundId"),
  }),
});

const AssignPayloadRef = builder.objectRef<AssignResult>("AssignEvaluatorsPayload").implement({
  fields: (t) => ({
    assigned: t.field({ type: [AssignedPairRef], resolve: (r) => r.assigned }),
    unchangedApplicationIds: t.exposeIDList("unchangedApplicationIds", {
      description: "Applications that got no new evaluator (enough already, or none eligible)",
    }),
  }),
});

const ConflictPayloadRef = builder
  .objectRef<{ applicationId: string; evaluatorId: string }>("DeclareConflictPayload")
  .implement({
    fields: (t) => ({
      applicationId: t.exposeID("applicationId"),
      evaluatorId: t.exposeID("evaluatorId"),
    }),
  });

const AssignInput = builder.inputType("AssignEvaluatorsInput", {
  fields: (t) => ({
    applicationIds: t.idList({ required: true }),
    evaluatorIds: t.idList({ required: true }),
    mode: t.field({ type: AssignmentModeRef, required: true }),
    perApplication: t.int({
      description: "random / balanced: evaluators per application in total (default: the round's)",
    }),
  }),
});

builder.queryField("evaluationQueue", (t) =>
  t.field({
    type: [QueueItemRef],
    description: "The viewer's assigned applications: to evaluate first, then submitted",
    authScopes: EVALUATORS,
    resolve: (_root, _args, ctx) => evaluationQueue(ctx),
  }),
);

builder.queryField("evaluationForm", (t) =>
  t.field({
    type: EvaluationFormRef,
    description: "The viewer's evaluation form for an application assigned to them in its current round",
    authScopes: EVALUATORS,
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => evaluationForm(ctx, String(args.applicationId)),
  }),
);

builder.queryField("applicationEvaluations", (t) =>
  t.field({
    type: EvaluationsRef,
    description: "Evaluations of an application (staff of its funnel, its evaluators)",
    authScopes: EVALUATORS,
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => applicationEvaluations(ctx, String(args.applicationId)),
  }),
);

builder.queryField("evaluatorWorkloads", (t) =>
  t.field({
    type: [WorkloadRef],
    description: "Who may evaluate, with their open assignments (APPLICATION_FLOW:EDIT on the funnel)",
    authScopes: TEAM,
    args: { funnelId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => evaluatorWorkloads(ctx, String(args.funnelId)),
  }),
);

builder.queryField("evaluationRoundAssignments", (t) =>
  t.field({
    type: [RoundAssignmentRef],
    description: "The applications of an evaluation round with their evaluators (APPLICATION_FLOW:EDIT)",
    authScopes: TEAM,
    args: { roundId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => roundAssignments(ctx, String(args.roundId)),
  }),
);

builder.mutationField("assignEvaluators", (t) =>
  t.field({
    type: AssignPayloadRef,
    authScopes: TEAM,
    args: { input: t.arg({ type: AssignInput, required: true }) },
    resolve: (_root, args, ctx) => assignEvaluatorsToApplications(ctx, args.input),
  }),
);

builder.mutationField("unassignEvaluator", (t) =>
  t.field({
    type: ApplicationRef,
    authScopes: TEAM,
    args: { applicationId: t.arg.id({ required: true }), evaluatorId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) =>
      applicationView(await unassignEvaluator(ctx, String(args.applicationId), String(args.evaluatorId))),
  }),
);

builder.mutationField("declareConflict", (t) =>
  t.field({
    type: ConflictPayloadRef,
    description:
      "A conflict of interest: the evaluator is removed from the application and never assigned again",
    authScopes: EVALUATORS,
    args: {
      applicationId: t.arg.id({ required: true }),
      reason: t.arg.string(),
      evaluatorId: t.arg.id({ description: "Staff declaring for an evaluator; default: the viewer" }),
    },
    resolve: (_root, args, ctx) => declareConflict(ctx, args),
  }),
);

builder.mutationField("saveEvaluation", (t) =>
  t.field({
    type: EvaluationFormRef,
    description: "Saves the viewer's evaluation as a draft, or submits it (final)",
    authScopes: EVALUATORS,
    args: {
      applicationId: t.arg.id({ required: true }),
      answers: t.arg({ type: "JSON", required: true }),
      submit: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, ctx) => saveEvaluation(ctx, args),
  }),
);
