import { builder } from "../../graphql/builder.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { StartupAccessRef, UserAccessRef } from "../roles/index.ts";
import { addTagFields } from "../tags/index.ts";
import { roleLabel, rolePart, startupsPart, userPart } from "./current-user.parts.ts";
import { CurrentUserRef, RoleSummaryRef, StartupSummaryRef } from "./current-user.refs.ts";
import { type CurrentUserSource, currentUserSource, profileOf, updateUser } from "./current-user.service.ts";

builder.objectType(RoleSummaryRef, {
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type"),
    label: t.string({
      description: "'Founder' for a cofounder alone in their startup(s)",
      resolve: (r, _args, ctx) => ("holderId" in r ? roleLabel(ctx, r, r.holderId) : r.label),
    }),
    isCustom: t.exposeBoolean("isCustom"),
    userAccess: t.field({ type: UserAccessRef, resolve: (r) => r.userAccess }),
    startupAccess: t.field({ type: StartupAccessRef, resolve: (r) => r.startupAccess }),
  }),
});

builder.objectType(StartupSummaryRef, {
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

/** The whole view when given one, else the profile read for the fields that need it. */
async function profile(u: CurrentUserSource, ctx: GraphQLContext) {
  return "email" in u ? u : profileOf(await userPart(ctx, u.id));
}

builder.objectType(CurrentUserRef, {
  description: "The signed-in user.",
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.string({ resolve: async (u, _a, ctx) => (await profile(u, ctx)).email }),
    firstName: t.string({ resolve: async (u, _a, ctx) => (await profile(u, ctx)).firstName }),
    lastName: t.string({ resolve: async (u, _a, ctx) => (await profile(u, ctx)).lastName }),
    fullName: t.string({ resolve: async (u, _a, ctx) => (await profile(u, ctx)).fullName }),
    timezone: t.string({ resolve: async (u, _a, ctx) => (await profile(u, ctx)).timezone }),
    language: t.string({ resolve: async (u, _a, ctx) => (await profile(u, ctx)).language }),
    status: t.string({ resolve: async (u, _a, ctx) => (await profile(u, ctx)).status }),
    validated: t.boolean({ resolve: async (u, _a, ctx) => (await profile(u, ctx)).validated }),
    role: t.field({
      type: RoleSummaryRef,
      resolve: async (u, _a, ctx) =>
        "role" in u ? u.role : { ...(await rolePart(ctx, u.id)), holderId: u.id },
    }),
    startups: t.field({
      type: [StartupSummaryRef],
      resolve: (u, _a, ctx) => ("startups" in u ? u.startups : startupsPart(ctx, u.id)),
    }),
  }),
});

// Their tags and industries (TAGS:USER:VIEW, USER:INDUSTRY:VIEW), from the tags module.
addTagFields(CurrentUserRef, "user");

const UpdateUserInput = builder.inputType("UpdateUserInput", {
  fields: (t) => ({ timezone: t.string({ required: true }) }),
});

builder.queryField("currentUser", (t) =>
  t.field({
    type: CurrentUserRef,
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => currentUserSource(ctx),
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
