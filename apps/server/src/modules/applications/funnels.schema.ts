import { TEAM_ROLES } from "@launchpad/domain";
import { builder } from "../../graphql/builder.ts";
import { formSummariesOfKinds } from "../forms/index.ts";
import { allRoles } from "../roles/index.ts";
import { allPrograms } from "../startups/index.ts";
import { TagCardRef, tagCards } from "../tags/index.ts";
import { peopleByIds, searchCommunity } from "../users/index.ts";
import { mayOnFunnel } from "./access.ts";
import { roundEmailView, roundView } from "./application-views.ts";
import {
  EmailTimingRef,
  FunnelRef,
  FunnelTypeRef,
  ReapplyRuleRef,
  RoundEmailKindRef,
  RoundEmailRef,
  RoundRef,
  RoundTypeRef,
} from "./applications.refs.ts";
import {
  deleteRound,
  deleteRoundEmail,
  moveRound,
  saveRound,
  saveRoundEmail,
} from "./funnel-rounds.service.ts";
import {
  applicationCounts,
  funnelAdminIds,
  funnelProgramIds,
  funnelTagIds,
  roundEmailsOf,
  roundsOf,
} from "./funnels.repository.ts";
import {
  createFunnel,
  deleteFunnel,
  funnelById,
  funnelList,
  HOST_ROLES,
  haveSetupRights,
  mayReadFunnel,
  setFunnelAdmins,
  updateFunnel,
} from "./funnels.service.ts";

/**
 * GraphQL of the funnel setup (issue 17, docs/funnels.md): the queries and mutations of
 * /setup/funnels and /setup/funnel/:id, and Funnel's and Round's relational fields. Fields
 * that a funnel admin may use without the key let the team in (`roles`), and the service
 * decides per funnel (`mayOnFunnel`); creating needs FUNNEL:CREATE.
 */
const team = { roles: [...TEAM_ROLES] } as const;

type PersonCard = { id: string; fullName: string; email: string; avatar: string | null };
const FunnelPersonRef = builder.objectRef<PersonCard>("FunnelPerson").implement({
  description: "A funnel admin or a meeting round's possible host.",
  fields: (t) => ({
    id: t.exposeID("id"),
    fullName: t.exposeString("fullName"),
    email: t.exposeString("email"),
    avatar: t.exposeString("avatar", { nullable: true }),
  }),
});

const card = (p: {
  user: { id: string; firstName: string; lastName: string; email: string; avatar: string | null };
}) => ({
  id: p.user.id,
  fullName: `${p.user.firstName} ${p.user.lastName}`.trim() || p.user.email,
  email: p.user.email,
  avatar: p.user.avatar,
});

const FunnelProgramRef = builder.objectRef<{ id: string; name: string }>("FunnelProgram").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

type Option = { id: string; title: string; published: boolean };
const FunnelFormOptionRef = builder.objectRef<Option>("FunnelFormOption").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    title: t.exposeString("title"),
    published: t.exposeBoolean("published", {
      description: "Has a published version (needed to publish the funnel)",
    }),
  }),
});

const FunnelRoleOptionRef = builder.objectRef<{ id: string; label: string }>("FunnelRoleOption").implement({
  fields: (t) => ({ id: t.exposeID("id"), label: t.exposeString("label") }),
});

type SetupOptions = { locale: string | null; allowed: boolean };
const FunnelSetupOptionsRef = builder.objectRef<SetupOptions>("FunnelSetupOptions").implement({
  description: "What the funnel editor offers: forms, programmes, community roles, team and hosts.",
  fields: (t) => ({
    intakeForms: t.field({
      type: [FunnelFormOptionRef],
      resolve: async (o, _a, ctx) => (o.allowed ? formSummariesOfKinds(ctx, ["intake"], o.locale) : []),
    }),
    evaluationForms: t.field({
      type: [FunnelFormOptionRef],
      resolve: async (o, _a, ctx) => (o.allowed ? formSummariesOfKinds(ctx, ["evaluation"], o.locale) : []),
    }),
    programs: t.field({
      type: [FunnelProgramRef],
      resolve: async (o, _a, ctx) => (o.allowed ? allPrograms(ctx) : []),
    }),
    communityRoles: t.field({
      type: [FunnelRoleOptionRef],
      resolve: async (o, _a, ctx) =>
        !o.allowed
          ? []
          : (await allRoles(ctx))
              .filter((r) => r.type === "CommunityMember")
              .map((r) => ({ id: r.id, label: r.label })),
    }),
    team: t.field({
      type: [FunnelPersonRef],
      description: "Who may be a funnel admin",
      resolve: async (o, _a, ctx) =>
        !o.allowed
          ? []
          : (await searchCommunity(ctx, { roleTypes: [...TEAM_ROLES], offset: 0, limit: 500 })).rows.map(
              card,
            ),
    }),
    hosts: t.field({
      type: [FunnelPersonRef],
      description: "Who may host a meeting round (team and network)",
      resolve: async (o, _a, ctx) =>
        !o.allowed
          ? []
          : (await searchCommunity(ctx, { roleTypes: [...HOST_ROLES], offset: 0, limit: 500 })).rows.map(
              card,
            ),
    }),
  }),
});

builder.objectFields(FunnelRef, (t) => ({
  rounds: t.field({
    type: [RoundRef],
    description: "Rounds by position; round 1 is the intake form round",
    resolve: async (f, _a, ctx) => (await roundsOf(ctx.db, ctx.tenant, f.id)).map(roundView),
  }),
  admins: t.field({
    type: [FunnelPersonRef],
    description: "Funnel admins keep their rights on it without the permission keys (spec-2 §6)",
    resolve: async (f, _a, ctx) => {
      if (!(await mayReadFunnel(ctx, f.id))) return [];
      return (await peopleByIds(ctx, await funnelAdminIds(ctx.db, ctx.tenant, f.id))).map(card);
    },
  }),
  programs: t.field({
    type: [FunnelProgramRef],
    description: "The programmes an accepted application is enrolled into",
    resolve: async (f, _a, ctx) => {
      const ids = new Set(await funnelProgramIds(ctx.db, ctx.tenant, f.id));
      return ids.size === 0 ? [] : (await allPrograms(ctx)).filter((p) => ids.has(p.id));
    },
  }),
  tags: t.field({
    type: [TagCardRef],
    description: "The tags an accepted application gives",
    resolve: async (f, _a, ctx) => tagCards(ctx, await funnelTagIds(ctx.db, ctx.tenant, f.id)),
  }),
  applicationCount: t.int({
    description: "Applications of every status (archived drafts included)",
    resolve: async (f, _a, ctx) => (await applicationCounts(ctx.db, ctx.tenant, [f.id])).get(f.id) ?? 0,
  }),
  publicPath: t.string({
    description: "The public page's path: /apply/program/:slug",
    resolve: (f) => `/apply/program/${f.slug}`,
  }),
  mayEdit: t.boolean({ resolve: (f, _a, ctx) => mayOnFunnel(ctx, f.id, "FUNNEL:EDIT") }),
  mayDelete: t.boolean({ resolve: (f, _a, ctx) => mayOnFunnel(ctx, f.id, "FUNNEL:DELETE") }),
  mayCreateRejectionEmails: t.boolean({
    description: "EMAIL_REJECTION:CREATE, or the funnel's admin",
    resolve: (f, _a, ctx) => mayOnFunnel(ctx, f.id, "EMAIL_REJECTION:CREATE"),
  }),
  mayEditRejectionEmails: t.boolean({
    description: "EMAIL_REJECTION:EDIT, or the funnel's admin",
    resolve: (f, _a, ctx) => mayOnFunnel(ctx, f.id, "EMAIL_REJECTION:EDIT"),
  }),
}));

builder.objectFields(RoundRef, (t) => ({
  emails: t.field({
    type: [RoundEmailRef],
    description:
      "The round's e-mails: to the funnel's readers (FUNNELS:VIEW:LIST, FUNNEL:EDIT) and those who decide its applications",
    resolve: async (r, _a, ctx) => {
      const allowed =
        (await mayReadFunnel(ctx, r.funnelId)) ||
        (await mayOnFunnel(ctx, r.funnelId, "APPLICATION/DECIDE_ROUND:VIEW"));
      return allowed ? (await roundEmailsOf(ctx.db, ctx.tenant, r.id)).map(roundEmailView) : [];
    },
  }),
}));

builder.queryField("funnels", (t) =>
  t.field({
    type: [FunnelRef],
    description:
      "The funnels the viewer may list: FUNNELS:VIEW:LIST (ALL: every one), and those they administer.",
    authScopes: team,
    resolve: (_r, _a, ctx) => funnelList(ctx),
  }),
);

builder.queryField("funnel", (t) =>
  t.field({
    type: FunnelRef,
    description: "A funnel the viewer may list or edit (NotFound otherwise).",
    authScopes: team,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => funnelById(ctx, String(args.id)),
  }),
);

builder.queryField("funnelSetupOptions", (t) =>
  t.field({
    type: FunnelSetupOptionsRef,
    description:
      "What the funnel editor offers: to whoever may create a funnel or edit one (FUNNEL:CREATE, FUNNEL:EDIT, a funnel admin); empty lists for the rest of the team.",
    authScopes: team,
    args: { locale: t.arg.string() },
    resolve: async (_r, args, ctx) => {
      return { locale: args.locale ?? null, allowed: await haveSetupRights(ctx) };
    },
  }),
);

const localized = { type: "JSON", description: "Localised text: { language: text }" } as const;

const ReapplyInput = builder.inputType("ReapplyInput", {
  fields: (t) => ({
    rule: t.field({ type: ReapplyRuleRef, required: true }),
    cooldownDays: t.int({ required: true }),
  }),
});

const funnelInputFields = (required: boolean) =>
  builder.inputType(required ? "CreateFunnelInput" : "UpdateFunnelInput", {
    fields: (t) => ({
      type: t.field({ type: FunnelTypeRef, required }),
      name: t.string({ required }),
      displayName: t.field({ ...localized, required }),
      slug: t.string({ required }),
      intakeFormId: t.id(),
      deadline: t.string({ description: "ISO 8601 with offset; null: no deadline" }),
      reapply: t.field({ type: ReapplyInput }),
      programIds: t.idList(),
      tagIds: t.idList(),
      acceptedRoleId: t.id({ description: "Community funnels: the role given on acceptance" }),
      published: t.boolean(),
    }),
  });
const CreateFunnelInputRef = funnelInputFields(true);
const UpdateFunnelInputRef = funnelInputFields(false);

/** GraphQL gives absent fields as undefined and explicit nulls as null: keep both apart. */
function plain(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

builder.mutationField("createFunnel", (t) =>
  t.field({
    type: FunnelRef,
    description:
      "A new funnel with its intake form round (plan limit `funnel`). Slugs are unique (SLUG_TAKEN).",
    authScopes: { permission: "FUNNEL:CREATE" },
    args: { input: t.arg({ type: CreateFunnelInputRef, required: true }) },
    resolve: (_r, args, ctx) => createFunnel(ctx, plain(args.input)),
  }),
);

builder.mutationField("updateFunnel", (t) =>
  t.field({
    type: FunnelRef,
    description: "Changes a funnel (FUNNEL:EDIT, or its admin); publishing checks its forms are published.",
    authScopes: team,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateFunnelInputRef, required: true }) },
    resolve: (_r, args, ctx) => updateFunnel(ctx, String(args.id), plain(args.input)),
  }),
);

builder.mutationField("deleteFunnel", (t) =>
  t.field({
    type: "Boolean",
    description: "Deletes a funnel with nothing but drafts (FUNNEL_HAS_APPLICATIONS otherwise).",
    authScopes: team,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteFunnel(ctx, String(args.id)),
  }),
);

builder.mutationField("setFunnelAdmins", (t) =>
  t.field({
    type: FunnelRef,
    description: "Replaces the funnel's admins (members of the team).",
    authScopes: team,
    args: { funnelId: t.arg.id({ required: true }), userIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => setFunnelAdmins(ctx, String(args.funnelId), args.userIds.map(String)),
  }),
);

const MeetingModeInputRef = builder.enumType("MeetingModeInput", {
  values: ["online", "in_person"] as const,
});
const RoundMeetingInput = builder.inputType("RoundMeetingInput", {
  fields: (t) => ({
    durationMinutes: t.int({ required: true }),
    incrementMinutes: t.int(),
    location: t.string(),
    mode: t.field({ type: MeetingModeInputRef, required: true }),
    hostIds: t.idList({ required: true }),
  }),
});
const RoundInput = builder.inputType("RoundInput", {
  fields: (t) => ({
    id: t.id({ description: "Absent: a new round, last" }),
    type: t.field({ type: RoundTypeRef, required: true }),
    name: t.field({ ...localized, required: true }),
    formId: t.id(),
    blind: t.boolean(),
    evaluatorsPerApplication: t.int(),
    meeting: t.field({ type: RoundMeetingInput }),
  }),
});

builder.mutationField("saveRound", (t) =>
  t.field({
    type: [RoundRef],
    description: "Creates or updates a round; answers the funnel's rounds.",
    authScopes: team,
    args: { funnelId: t.arg.id({ required: true }), input: t.arg({ type: RoundInput, required: true }) },
    resolve: (_r, args, ctx) =>
      saveRound(ctx, String(args.funnelId), {
        ...plain(args.input),
        ...(args.input.meeting ? { meeting: plain(args.input.meeting) } : {}),
      }),
  }),
);

builder.mutationField("deleteRound", (t) =>
  t.field({
    type: [RoundRef],
    description:
      "Deletes a round no application is in or went through (not round 1); answers the funnel's rounds.",
    authScopes: team,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteRound(ctx, String(args.id)),
  }),
);

builder.mutationField("moveRound", (t) =>
  t.field({
    type: [RoundRef],
    description: "Moves a round to a position (2..n); the rounds are numbered 1..n again.",
    authScopes: team,
    args: { id: t.arg.id({ required: true }), position: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => moveRound(ctx, String(args.id), args.position),
  }),
);

const RoundEmailInput = builder.inputType("RoundEmailInput", {
  fields: (t) => ({
    id: t.id({ description: "Absent: a new e-mail" }),
    kind: t.field({ type: RoundEmailKindRef, required: true }),
    reason: t.field({ ...localized, description: "Rejection e-mails: the reason staff pick" }),
    subject: t.field({ ...localized, required: true }),
    body: t.field({ ...localized, required: true }),
    timing: t.field({ type: EmailTimingRef, required: true }),
    delayHours: t.int({ description: "Scheduled: 1–720 hours after the decision or invitation" }),
  }),
});

builder.mutationField("saveRoundEmail", (t) =>
  t.field({
    type: [RoundEmailRef],
    description:
      "Creates or updates a round's e-mail; subjects and bodies are liquid templates of merge tags only (per-language field errors). Rejection e-mails: EMAIL_REJECTION:CREATE / EDIT.",
    authScopes: team,
    args: { roundId: t.arg.id({ required: true }), input: t.arg({ type: RoundEmailInput, required: true }) },
    resolve: (_r, args, ctx) => saveRoundEmail(ctx, String(args.roundId), plain(args.input)),
  }),
);

builder.mutationField("deleteRoundEmail", (t) =>
  t.field({
    type: [RoundEmailRef],
    description: "Deletes a round's e-mail (rejections: EMAIL_REJECTION:EDIT); answers the round's e-mails.",
    authScopes: team,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteRoundEmail(ctx, String(args.id)),
  }),
);
