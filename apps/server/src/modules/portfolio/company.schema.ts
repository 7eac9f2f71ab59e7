import { builder } from "../../graphql/builder.ts";
import { UserCardRef } from "../booking/index.ts";
import { updateStartup } from "./company.service.ts";
import {
  removeStartupConnection,
  setStartupConnection,
  startupConnectionCandidates,
} from "./connections-edit.service.ts";
import { createStartup, STARTUP_CREATORS, startupLimits } from "./create-startup.service.ts";
import {
  addStartupMember,
  removeStartupMember,
  setStartupMemberRole,
  startupMemberCandidates,
} from "./members.service.ts";
import { TEAM_CREATORS } from "./people-checks.ts";
import { StartupConnectionRef, StartupFileRef } from "./portfolio.schema.ts";
import { SET_UP_STEPS, setUpForStartupLinks } from "./set-up-links.service.ts";

/** Issue 18's startup creation and company tab (lane A): docs/startup-file.md. */

const CreateStartupInput = builder.inputType("CreateStartupInput", {
  fields: (t) => ({
    name: t.string({ required: true }),
    memberIds: t.idList({ description: "The team only: cofounders of the organisation" }),
    programIds: t.idList({ description: "The team only" }),
  }),
});

const UpdateStartupInput = builder.inputType("UpdateStartupInput", {
  description: "Left out: kept; null or empty: cleared (not the name).",
  fields: (t) => ({
    name: t.string({ description: "STARTUP/NAME:EDIT in scope" }),
    website: t.string(),
    foundingYear: t.int({ description: "1950 to this year (spec-2 §5)" }),
    description: t.string(),
    logoId: t.id({ description: "An uploaded StartupLogo attachment; null removes the logo" }),
  }),
});

const StartupLimitsRef = builder.objectRef<{ max: number; current: number }>("StartupLimits").implement({
  description: "The plan's startup limit (0 = unlimited) and how many startups there are.",
  fields: (t) => ({ max: t.exposeInt("max"), current: t.exposeInt("current") }),
});

const SetUpStepEnum = builder.enumType("StartupSetUpStep", { values: SET_UP_STEPS });

const SetUpLinkRef = builder
  .objectRef<Awaited<ReturnType<typeof setUpForStartupLinks>>[number]>("StartupSetUpLink")
  .implement({
    fields: (t) => ({
      key: t.field({ type: SetUpStepEnum, resolve: (l) => l.key }),
      done: t.exposeBoolean("done"),
      path: t.exposeString("path"),
    }),
  });

builder.mutationField("createStartup", (t) =>
  t.field({
    type: StartupFileRef,
    description:
      "A new startup (spec-1 §5, §7): a cofounder without one creates it with themselves as member; the team for cofounders and programmes. LimitReachedError at the plan's startup limit.",
    authScopes: { roles: STARTUP_CREATORS },
    args: { input: t.arg({ type: CreateStartupInput, required: true }) },
    resolve: (_r, args, ctx) => createStartup(ctx, args.input),
  }),
);

builder.queryField("startupLimits", (t) =>
  t.field({
    type: StartupLimitsRef,
    description: "spec-1 §7: the plan's startup limit and the number of startups (who may create one).",
    authScopes: { roles: STARTUP_CREATORS },
    resolve: (_r, _a, ctx) => startupLimits(ctx),
  }),
);

builder.mutationField("updateStartup", (t) =>
  t.field({
    type: StartupFileRef,
    nullable: true,
    description: "A startup's company profile; the name needs STARTUP/NAME:EDIT in scope.",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: UpdateStartupInput, required: true }),
    },
    resolve: (_r, args, ctx) => updateStartup(ctx, String(args.id), args.input),
  }),
);

builder.mutationField("addStartupMember", (t) =>
  t.field({
    type: StartupFileRef,
    nullable: true,
    description:
      "Adds a cofounder of the organisation to a startup (STARTUP/ASSIGNATION_MEMBERS:EDIT in scope).",
    authScopes: { permission: "STARTUP/ASSIGNATION_MEMBERS:EDIT" },
    args: {
      startupId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
      role: t.arg.string(),
    },
    resolve: (_r, a, ctx) =>
      addStartupMember(ctx, String(a.startupId), { userId: String(a.userId), role: a.role }),
  }),
);

builder.mutationField("setStartupMemberRole", (t) =>
  t.field({
    type: StartupFileRef,
    nullable: true,
    description:
      "A member's role in the startup; empty clears it (STARTUP/ASSIGNATION_MEMBERS:EDIT in scope).",
    authScopes: { permission: "STARTUP/ASSIGNATION_MEMBERS:EDIT" },
    args: {
      startupId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
      role: t.arg.string(),
    },
    resolve: (_r, a, ctx) =>
      setStartupMemberRole(ctx, String(a.startupId), { userId: String(a.userId), role: a.role }),
  }),
);

builder.mutationField("removeStartupMember", (t) =>
  t.field({
    type: StartupFileRef,
    nullable: true,
    description:
      "Removes a member (not the last: ConflictError). Null when the viewer removed themselves and no longer sees the file.",
    authScopes: { permission: "STARTUP/ASSIGNATION_MEMBERS:EDIT" },
    args: { startupId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => removeStartupMember(ctx, String(a.startupId), String(a.userId)),
  }),
);

builder.queryField("startupMemberCandidates", (t) =>
  t.field({
    type: [UserCardRef],
    description: "Cofounders of the organisation who could join the startup, by name (at most 20).",
    authScopes: { permission: "STARTUP/ASSIGNATION_MEMBERS:EDIT" },
    args: { startupId: t.arg.id({ required: true }), search: t.arg.string() },
    resolve: (_r, a, ctx) => startupMemberCandidates(ctx, String(a.startupId), a.search),
  }),
);

builder.mutationField("setStartupConnection", (t) =>
  t.field({
    type: [StartupConnectionRef],
    description:
      "Assigns a supporter to a startup with an allocation of minutes, or changes it (the team). The startup's connections after.",
    authScopes: { roles: TEAM_CREATORS },
    args: {
      startupId: t.arg.id({ required: true }),
      userId: t.arg.id({ required: true }),
      minutesAllocated: t.arg.int({ required: true }),
    },
    resolve: (_r, a, ctx) =>
      setStartupConnection(ctx, String(a.startupId), {
        userId: String(a.userId),
        minutesAllocated: a.minutesAllocated,
      }),
  }),
);

builder.mutationField("removeStartupConnection", (t) =>
  t.field({
    type: [StartupConnectionRef],
    description: "Unassigns a supporter from a startup (the team). The startup's connections after.",
    authScopes: { roles: TEAM_CREATORS },
    args: { startupId: t.arg.id({ required: true }), userId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => removeStartupConnection(ctx, String(a.startupId), String(a.userId)),
  }),
);

builder.queryField("startupConnectionCandidates", (t) =>
  t.field({
    type: [UserCardRef],
    description: "Coaches, mentors, experts and the team who could be assigned to the startup (the team).",
    authScopes: { roles: TEAM_CREATORS },
    args: { startupId: t.arg.id({ required: true }), search: t.arg.string() },
    resolve: (_r, a, ctx) => startupConnectionCandidates(ctx, String(a.startupId), a.search),
  }),
);

builder.queryField("setUpForStartupLinks", (t) =>
  t.field({
    type: [SetUpLinkRef],
    description:
      "spec-2 §7: the set-up steps of a startup's file the viewer could do, each done or not, with where (STARTUP_FILE:VIEW in scope).",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, a, ctx) => setUpForStartupLinks(ctx, String(a.startupId)),
  }),
);
