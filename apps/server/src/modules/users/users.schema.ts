import { builder } from "../../graphql/builder.ts";
import { StartupAccessRef, UserAccessRef } from "../roles/roles.schema.ts";
import { type CurrentUser, currentUser, updateUser } from "./users.service.ts";

export const RoleSummaryRef = builder.objectRef<CurrentUser["role"]>("RoleSummary").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type"),
    label: t.exposeString("label", { description: "'Founder' for a cofounder alone in their startup(s)" }),
    isCustom: t.exposeBoolean("isCustom"),
    userAccess: t.field({ type: UserAccessRef, resolve: (r) => r.userAccess }),
    startupAccess: t.field({ type: StartupAccessRef, resolve: (r) => r.startupAccess }),
  }),
});

export const StartupSummaryRef = builder
  .objectRef<CurrentUser["startups"][number]>("StartupSummary")
  .implement({
    fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
  });

export const CurrentUserRef = builder.objectRef<CurrentUser>("CurrentUser").implement({
  description: "The signed-in user.",
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    fullName: t.exposeString("fullName"),
    timezone: t.exposeString("timezone"),
    language: t.exposeString("language"),
    status: t.exposeString("status"),
    validated: t.exposeBoolean("validated"),
    role: t.field({ type: RoleSummaryRef, resolve: (u) => u.role }),
    startups: t.field({ type: [StartupSummaryRef], resolve: (u) => u.startups }),
  }),
});

const UpdateUserInput = builder.inputType("UpdateUserInput", {
  fields: (t) => ({ timezone: t.string({ required: true }) }),
});

builder.queryField("currentUser", (t) =>
  t.field({
    type: CurrentUserRef,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => currentUser(ctx),
  }),
);

builder.mutationField("updateUser", (t) =>
  t.field({
    type: CurrentUserRef,
    authScopes: { authenticated: true },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: (_root, args, ctx) => updateUser(ctx, String(args.id), args.input),
  }),
);
