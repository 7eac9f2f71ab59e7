import { builder } from "../../graphql/builder.ts";
import { StartupAccessRef, UserAccessRef } from "../roles/index.ts";
import { CurrentUserRef, RoleSummaryRef, StartupSummaryRef } from "./current-user.refs.ts";
import { currentUser, updateUser } from "./current-user.service.ts";

builder.objectType(RoleSummaryRef, {
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type"),
    label: t.exposeString("label", { description: "'Founder' for a cofounder alone in their startup(s)" }),
    isCustom: t.exposeBoolean("isCustom"),
    userAccess: t.field({ type: UserAccessRef, resolve: (r) => r.userAccess }),
    startupAccess: t.field({ type: StartupAccessRef, resolve: (r) => r.startupAccess }),
  }),
});

builder.objectType(StartupSummaryRef, {
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

builder.objectType(CurrentUserRef, {
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
