import { builder } from "../../graphql/builder.ts";
import { ApplicationRef, FunnelTypeRef, RoundTypeRef } from "./applications.refs.ts";
import { NEXT_STEPS } from "./apply-rules.ts";
import {
  applicationRoundForm,
  applyToFunnel,
  type MyApplicationView,
  type MyRoundView,
  myApplication,
  myApplications,
  openFunnels,
  type PublicFunnelView,
  type PublicRoundView,
  publicFunnel,
  type RoundFormView,
  type SubmittedFormView,
  saveApplicationAnswers,
  submittedForms,
} from "./applying.service.ts";

/**
 * Applying (lane B, docs/applying.md): the public page's funnel and applyToFunnel (public),
 * the applicant's own applications, their round forms and drafts.
 */
const localized = { type: "JSON", description: "Localised text: { language: text }" } as const;
const iso = { description: "ISO 8601" } as const;

const NextStepRef = builder.enumType("ApplicationNextStep", {
  values: NEXT_STEPS,
  description: "What the applicant does next (their applications page).",
});
const RoundStateRef = builder.enumType("ApplicantRoundState", {
  values: ["done", "current", "upcoming"] as const,
});
const ResponseStatusRef = builder.enumType("ApplicantResponseStatus", {
  values: ["none", "draft", "submitted"] as const,
});

const PublicRoundRef = builder.objectRef<PublicRoundView>("PublicRound").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    position: t.exposeInt("position"),
    type: t.field({ type: RoundTypeRef, resolve: (r) => r.type }),
    name: t.field({ ...localized, resolve: (r) => r.name }),
    hasForm: t.exposeBoolean("hasForm"),
  }),
});

const PublicFunnelRef = builder.objectRef<PublicFunnelView>("PublicFunnel").implement({
  description: "What anyone sees of a published funnel on its public page (/apply/program/:slug).",
  fields: (t) => ({
    id: t.exposeID("id"),
    slug: t.exposeString("slug"),
    type: t.field({ type: FunnelTypeRef, resolve: (f) => f.type }),
    displayName: t.field({ ...localized, resolve: (f) => f.displayName }),
    deadline: t.exposeString("deadline", { nullable: true, ...iso }),
    open: t.exposeBoolean("open", {
      description: "Takes applications now (published, not closed, before the deadline).",
    }),
    rounds: t.field({ type: [PublicRoundRef], resolve: (f) => f.rounds }),
  }),
});

const MyRoundRef = builder.objectRef<MyRoundView>("ApplicantRound").implement({
  description:
    "A round as one application goes through it (id: the application's and the round's; roundId: the round's).",
  fields: (t) => ({
    id: t.exposeID("id"),
    roundId: t.exposeID("roundId"),
    position: t.exposeInt("position"),
    type: t.field({ type: RoundTypeRef, resolve: (r) => r.type }),
    name: t.field({ ...localized, resolve: (r) => r.name }),
    hasForm: t.exposeBoolean("hasForm"),
    state: t.field({ type: RoundStateRef, resolve: (r) => r.state }),
  }),
});

const SubmittedFormRef = builder.objectRef<SubmittedFormView>("ApplicantSubmittedForm").implement({
  fields: (t) => ({
    formId: t.exposeID("formId"),
    roundId: t.exposeID("roundId", { nullable: true }),
    position: t.exposeInt("position", { nullable: true }),
    roundName: t.field({ ...localized, nullable: true, resolve: (f) => f.roundName }),
    title: t.exposeString("title"),
    definition: t.field({ type: "JSON", resolve: (f) => f.definition }),
    answers: t.field({ type: "JSON", resolve: (f) => f.answers }),
    submittedAt: t.exposeString("submittedAt", { nullable: true, ...iso }),
  }),
});

const MyApplicationRef = builder.objectRef<MyApplicationView>("MyApplication").implement({
  description: "One of the viewer's own applications, as their applications page shows it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    application: t.field({ type: ApplicationRef, resolve: (a) => a.application }),
    funnel: t.field({ type: PublicFunnelRef, resolve: (a) => a.funnel }),
    currentRound: t.field({ type: MyRoundRef, nullable: true, resolve: (a) => a.currentRound }),
    rounds: t.field({ type: [MyRoundRef], resolve: (a) => a.rounds }),
    nextStep: t.field({ type: NextStepRef, resolve: (a) => a.nextStep }),
    submittedForms: t.field({
      type: [SubmittedFormRef],
      description: "The submitted answers, by round (/application/review).",
      resolve: (a, _args, ctx) => submittedForms(ctx, a),
    }),
  }),
});

const RoundFormRef = builder.objectRef<RoundFormView>("ApplicationRoundForm").implement({
  fields: (t) => ({
    application: t.field({ type: MyApplicationRef, resolve: (f) => f.application }),
    round: t.field({ type: MyRoundRef, resolve: (f) => f.round }),
    formId: t.exposeID("formId", { nullable: true }),
    title: t.exposeString("title", { nullable: true }),
    versionNumber: t.exposeInt("versionNumber", { nullable: true }),
    definition: t.field({ type: "JSON", nullable: true, resolve: (f) => f.definition }),
    answers: t.field({ type: "JSON", resolve: (f) => f.answers }),
    prefilledQuestionIds: t.exposeStringList("prefilledQuestionIds"),
    responseStatus: t.field({ type: ResponseStatusRef, resolve: (f) => f.responseStatus }),
    updatedAt: t.exposeString("updatedAt", { nullable: true, ...iso }),
    editable: t.exposeBoolean("editable"),
    emailValidated: t.exposeBoolean("emailValidated"),
  }),
});

type ApplyPayload = Awaited<ReturnType<typeof applyToFunnel>>;
const ApplyPayloadRef = builder.objectRef<ApplyPayload>("ApplyPayload").implement({
  fields: (t) => ({
    application: t.field({ type: ApplicationRef, resolve: (p) => p.application }),
    roundPosition: t.exposeInt("roundPosition", { nullable: true }),
    token: t.exposeString("token", {
      nullable: true,
      description: "Signed out: the new account's session token (as signIn's); signed in: null.",
    }),
  }),
});

const ApplyInputRef = builder.inputType("ApplyInput", {
  fields: (t) => ({
    slug: t.string({ required: true }),
    firstName: t.string(),
    lastName: t.string(),
    email: t.string(),
    password: t.string(),
    language: t.string(),
    startupName: t.string({ description: "Startup funnels: the startup's name (required there)." }),
  }),
});

type SavePayload = Awaited<ReturnType<typeof saveApplicationAnswers>>;
const SavePayloadRef = builder.objectRef<SavePayload>("ApplicationAnswersSaved").implement({
  fields: (t) => ({
    application: t.field({ type: MyApplicationRef, resolve: (p) => p.application }),
    responseStatus: t.field({ type: ResponseStatusRef, resolve: (p) => p.response?.status ?? "none" }),
    updatedAt: t.string({ nullable: true, ...iso, resolve: (p) => p.response?.updatedAt ?? null }),
  }),
});

builder.queryField("publicFunnel", (t) =>
  t.field({
    type: PublicFunnelRef,
    nullable: true,
    authScopes: { public: true },
    description: "A published funnel's public page; null when unknown or not published.",
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => publicFunnel(ctx, args.slug),
  }),
);

builder.queryField("openFunnels", (t) =>
  t.field({
    type: [PublicFunnelRef],
    authScopes: { permission: "APPLICATION_DRAFT:ACCESS" },
    description: "The funnels taking applications now (/application/new).",
    resolve: (_r, _args, ctx) => openFunnels(ctx),
  }),
);

builder.queryField("myApplications", (t) =>
  t.field({
    type: [MyApplicationRef],
    authScopes: { authenticated: true },
    description: "The viewer's own applications, newest first.",
    resolve: (_r, _args, ctx) => myApplications(ctx),
  }),
);

builder.queryField("myApplication", (t) =>
  t.field({
    type: MyApplicationRef,
    authScopes: { authenticated: true },
    description: "One of the viewer's own applications (anyone else's: not found).",
    args: { applicationId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => myApplication(ctx, String(args.applicationId)),
  }),
);

builder.queryField("applicationRoundForm", (t) =>
  t.field({
    type: RoundFormRef,
    authScopes: { authenticated: true },
    description:
      "The applicant's form of a round of their application, with their answers (or pre-filled ones).",
    args: { applicationId: t.arg.id({ required: true }), roundId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => applicationRoundForm(ctx, String(args.applicationId), String(args.roundId)),
  }),
);

builder.mutationField("applyToFunnel", (t) =>
  t.field({
    type: ApplyPayloadRef,
    authScopes: { public: true },
    description:
      "Applies to a funnel. Signed out: creates the Applicant account (validation e-mail sent) and signs it in; signed in: applies as the viewer.",
    args: { input: t.arg({ type: ApplyInputRef, required: true }) },
    resolve: (_r, args, ctx) => applyToFunnel(ctx, args.input),
  }),
);

builder.mutationField("saveApplicationAnswers", (t) =>
  t.field({
    type: SavePayloadRef,
    authScopes: { permission: "APPLICATION_DRAFT:ACCESS" },
    description:
      "Autosaves (submit false) or submits the current round's answers of the viewer's draft application.",
    args: {
      applicationId: t.arg.id({ required: true }),
      roundId: t.arg.id({ required: true }),
      answers: t.arg({ type: "JSON", required: true }),
      submit: t.arg.boolean({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      saveApplicationAnswers(ctx, {
        applicationId: String(args.applicationId),
        roundId: String(args.roundId),
        answers: args.answers,
        submit: args.submit,
      }),
  }),
);
