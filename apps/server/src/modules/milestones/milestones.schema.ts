import { builder } from "../../graphql/builder.ts";
import {
  addMilestone,
  deleteMilestone,
  setMilestoneDone,
  updateMilestone,
} from "./milestone-items.service.ts";
import type { MilestonePlanView, MilestoneView } from "./milestone-views.ts";
import { CREATE, EDIT, VIEW } from "./milestones.access.ts";
import {
  applyMilestoneTemplate,
  createMilestonePlan,
  deleteMilestonePlan,
  duplicateMilestonePlan,
  milestonePlan,
  milestonePlans,
  milestoneTemplates,
  updateMilestonePlan,
} from "./plans.service.ts";

/**
 * Milestone plans (issue 18, docs/milestones.md). Every field needs the milestones feature
 * flag (the service refuses with ForbiddenError, reason FEATURE_OFF); the keys below let a
 * caller in, and the service narrows ASSIGNED criteria to the viewer's startups.
 */
const PLAN_KEYS = [VIEW, CREATE, EDIT];
const WRITER_KEYS = [CREATE, EDIT];

const MilestoneRef = builder.objectRef<MilestoneView>("Milestone");
MilestoneRef.implement({
  description: "A milestone of a plan, or a sub-milestone of a milestone (one level)",
  fields: (t) => ({
    id: t.exposeID("id"),
    planId: t.exposeID("planId"),
    parentId: t.exposeID("parentId", { nullable: true }),
    title: t.exposeString("title"),
    description: t.exposeString("description", { nullable: true }),
    dueDate: t.exposeString("dueDate", { nullable: true, description: "ISO date, YYYY-MM-DD" }),
    done: t.exposeBoolean("done"),
    doneAt: t.string({ nullable: true, resolve: (m) => m.doneAt?.toISOString() ?? null }),
    position: t.exposeInt("position"),
    subMilestones: t.field({ type: [MilestoneRef], resolve: (m) => m.subMilestones }),
  }),
});

const ProgressRef = builder.objectRef<MilestonePlanView["progress"]>("MilestoneProgress").implement({
  description:
    "Steps done of all: the sub-milestones, and each milestone without sub-milestones; percent rounded down",
  fields: (t) => ({
    done: t.exposeInt("done"),
    total: t.exposeInt("total"),
    percent: t.exposeInt("percent"),
  }),
});

const PlanRef = builder.objectRef<MilestonePlanView>("MilestonePlan").implement({
  description: "A startup's milestone plan, or a template of the organisation (startupId null)",
  fields: (t) => ({
    id: t.exposeID("id"),
    startupId: t.exposeID("startupId", { nullable: true }),
    isTemplate: t.boolean({ resolve: (p) => p.startupId === null }),
    name: t.exposeString("name"),
    goal: t.exposeString("goal", { nullable: true }),
    unit: t.exposeString("unit", { nullable: true }),
    target: t.exposeFloat("target", { nullable: true }),
    summary: t.exposeString("summary", { nullable: true }),
    templateId: t.exposeID("templateId", { nullable: true, description: "The template it was made from" }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    updatedAt: t.string({ resolve: (p) => p.updatedAt.toISOString() }),
    milestones: t.field({ type: [MilestoneRef], resolve: (p) => p.milestones }),
    progress: t.field({ type: ProgressRef, resolve: (p) => p.progress }),
    viewerCanEdit: t.exposeBoolean("viewerCanEdit", { description: "STARTUP_MILESTONE:EDIT reaches it" }),
  }),
});

type StartupPlans = Awaited<ReturnType<typeof milestonePlans>>;

const StartupPlansRef = builder.objectRef<StartupPlans>("StartupMilestonePlans").implement({
  fields: (t) => ({
    startupId: t.exposeID("startupId"),
    plans: t.field({ type: [PlanRef], resolve: (s) => s.plans }),
    viewerCanCreate: t.exposeBoolean("viewerCanCreate", {
      description: "STARTUP_MILESTONE:CREATE reaches the startup",
    }),
    viewerCanCreateTemplates: t.exposeBoolean("viewerCanCreateTemplates", {
      description: "STARTUP_MILESTONE:CREATE for all startups: a plan may be copied as a template",
    }),
  }),
});

const CreatePlanInput = builder.inputType("CreateMilestonePlanInput", {
  fields: (t) => ({
    startupId: t.id({ description: "Null: a template of the organisation (the team only)" }),
    templateId: t.id({ description: "Copy this template's milestones into the new plan" }),
    name: t.string({ required: true }),
    goal: t.string(),
    unit: t.string(),
    target: t.float(),
    summary: t.string(),
  }),
});

const UpdatePlanInput = builder.inputType("UpdateMilestonePlanInput", {
  fields: (t) => ({
    name: t.string(),
    goal: t.string(),
    unit: t.string(),
    target: t.float(),
    summary: t.string(),
  }),
});

const DuplicatePlanInput = builder.inputType("DuplicateMilestonePlanInput", {
  fields: (t) => ({
    name: t.string({ description: "The copy's name (default: the plan's)" }),
    startupId: t.id({ description: "The startup that gets the copy (default: the plan's own)" }),
    asTemplate: t.boolean({ description: "Copy it as a template of the organisation (the team only)" }),
  }),
});

const AddMilestoneInput = builder.inputType("AddMilestoneInput", {
  fields: (t) => ({
    planId: t.id({ required: true }),
    parentId: t.id({ description: "A milestone of the plan: the new one is its sub-milestone" }),
    title: t.string({ required: true }),
    description: t.string(),
    dueDate: t.string({ description: "ISO date, YYYY-MM-DD" }),
  }),
});

const UpdateMilestoneInput = builder.inputType("UpdateMilestoneInput", {
  fields: (t) => ({
    title: t.string(),
    description: t.string(),
    dueDate: t.string({ description: "ISO date, YYYY-MM-DD; null clears it" }),
  }),
});

builder.queryField("milestonePlans", (t) =>
  t.field({
    type: StartupPlansRef,
    description: "A startup's milestone plans (STARTUP_FILE:VIEW in scope; the milestones flag)",
    authScopes: { permission: VIEW },
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => milestonePlans(ctx, String(args.startupId)),
  }),
);

builder.queryField("milestonePlan", (t) =>
  t.field({
    type: PlanRef,
    description:
      "One plan: a startup's (STARTUP_FILE:VIEW in scope) or a template (STARTUP_MILESTONE:CREATE or EDIT)",
    authScopes: { anyPermission: PLAN_KEYS },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => milestonePlan(ctx, String(args.id)),
  }),
);

builder.queryField("milestoneTemplates", (t) =>
  t.field({
    type: [PlanRef],
    description:
      "The organisation's milestone templates, the incubator plans (STARTUP_MILESTONE:CREATE or EDIT)",
    authScopes: { anyPermission: WRITER_KEYS },
    resolve: (_r, _a, ctx) => milestoneTemplates(ctx),
  }),
);

builder.mutationField("createMilestonePlan", (t) =>
  t.field({
    type: PlanRef,
    description:
      "A plan for a startup (STARTUP_MILESTONE:CREATE in scope) or a template (for all startups), from scratch or from a template",
    authScopes: { permission: CREATE },
    args: { input: t.arg({ type: CreatePlanInput, required: true }) },
    resolve: (_r, args, ctx) => createMilestonePlan(ctx, args.input),
  }),
);

builder.mutationField("updateMilestonePlan", (t) =>
  t.field({
    type: PlanRef,
    description: "STARTUP_MILESTONE:EDIT in scope (a template: for all startups)",
    authScopes: { permission: EDIT },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdatePlanInput, required: true }) },
    resolve: (_r, args, ctx) => updateMilestonePlan(ctx, String(args.id), args.input),
  }),
);

builder.mutationField("deleteMilestonePlan", (t) =>
  t.field({
    type: "Boolean",
    description: "Deletes a plan and its milestones (STARTUP_MILESTONE:EDIT in scope)",
    authScopes: { permission: EDIT },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteMilestonePlan(ctx, String(args.id)),
  }),
);

builder.mutationField("duplicateMilestonePlan", (t) =>
  t.field({
    type: PlanRef,
    description:
      "A copy of a plan, nothing done, for the same startup, another one or as a template (STARTUP_MILESTONE:CREATE where it goes)",
    authScopes: { permission: CREATE },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: DuplicatePlanInput }) },
    resolve: (_r, args, ctx) => duplicateMilestonePlan(ctx, String(args.id), args.input ?? {}),
  }),
);

builder.mutationField("applyMilestoneTemplate", (t) =>
  t.field({
    type: [PlanRef],
    description:
      "A template given to several startups, one plan each, all or none (STARTUP_MILESTONE:CREATE on each)",
    authScopes: { permission: CREATE },
    args: {
      templateId: t.arg.id({ required: true }),
      startupIds: t.arg.idList({ required: true }),
    },
    resolve: (_r, args, ctx) =>
      applyMilestoneTemplate(ctx, String(args.templateId), args.startupIds.map(String)),
  }),
);

builder.mutationField("addMilestone", (t) =>
  t.field({
    type: PlanRef,
    description: "A milestone or sub-milestone (STARTUP_MILESTONE:EDIT on the plan); answers the plan",
    authScopes: { permission: EDIT },
    args: { input: t.arg({ type: AddMilestoneInput, required: true }) },
    resolve: (_r, args, ctx) => addMilestone(ctx, args.input),
  }),
);

builder.mutationField("updateMilestone", (t) =>
  t.field({
    type: PlanRef,
    description: "STARTUP_MILESTONE:EDIT on the plan; answers the plan",
    authScopes: { permission: EDIT },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateMilestoneInput, required: true }) },
    resolve: (_r, args, ctx) => updateMilestone(ctx, String(args.id), args.input),
  }),
);

builder.mutationField("deleteMilestone", (t) =>
  t.field({
    type: PlanRef,
    description: "Deletes a milestone and its sub-milestones (STARTUP_MILESTONE:EDIT); answers the plan",
    authScopes: { permission: EDIT },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteMilestone(ctx, String(args.id)),
  }),
);

builder.mutationField("setMilestoneDone", (t) =>
  t.field({
    type: PlanRef,
    description:
      "Ticks or un-ticks a milestone (with its sub-milestones) or a sub-milestone (STARTUP_MILESTONE:EDIT); answers the plan",
    authScopes: { permission: EDIT },
    args: { id: t.arg.id({ required: true }), done: t.arg.boolean({ required: true }) },
    resolve: (_r, args, ctx) => setMilestoneDone(ctx, String(args.id), args.done),
  }),
);
