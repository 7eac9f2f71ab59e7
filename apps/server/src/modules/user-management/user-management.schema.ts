import { builder } from "../../graphql/builder.ts";
import { RoleSummaryRef, StartupSummaryRef } from "../account/index.ts";
import { ProgramRef } from "../directory/index.ts";
import { addTagFields } from "../tags/index.ts";
import {
  changeUserRole,
  deactivateUser,
  deleteOwnAccount,
  deleteUser,
  type ManagedUser,
  reactivateUser,
  setUserAssignedStartups,
  setUserPrograms,
  users,
} from "./user-management.service.ts";

const ManagedUserRef = builder.objectRef<ManagedUser>("ManagedUser").implement({
  description: "A user as user management shows them.",
  fields: (t) => ({
    id: t.exposeID("id"),
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName"),
    lastName: t.exposeString("lastName"),
    fullName: t.exposeString("fullName"),
    status: t.exposeString("status"),
    validated: t.exposeBoolean("validated"),
    createdAt: t.exposeString("createdAt"),
    category: t.exposeString("category", { description: "employee, network, evaluator or other" }),
    role: t.field({ type: RoleSummaryRef, resolve: (u) => u.role }),
    startups: t.field({ type: [StartupSummaryRef], resolve: (u) => u.startups }),
    assignedStartups: t.field({ type: [StartupSummaryRef], resolve: (u) => u.assignedStartups }),
    programs: t.field({ type: [ProgramRef], resolve: (u) => u.programs }),
  }),
});

// Its tags and industries (TAGS:USER:VIEW, USER:INDUSTRY:VIEW), from the tags module.
addTagFields(ManagedUserRef, "user");

const UserPageRef = builder.objectRef<{ total: number; items: ManagedUser[] }>("UserPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    items: t.field({ type: [ManagedUserRef], resolve: (p) => p.items }),
  }),
});

const UserFilterInput = builder.inputType("UserFilterInput", {
  fields: (t) => ({
    search: t.string({ description: "Name or e-mail, case-insensitive" }),
    roleIds: t.idList(),
    categories: t.stringList({ description: "employee, network, evaluator, other" }),
    statuses: t.stringList({ description: "Without it, every user but the deleted ones" }),
  }),
});

builder.queryField("users", (t) =>
  t.field({
    type: UserPageRef,
    description: "The organisation's users, a page at a time (user management).",
    authScopes: { permission: "USER:EDIT" },
    args: {
      filter: t.arg({ type: UserFilterInput }),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 25 }),
    },
    resolve: (_r, args, ctx) =>
      users(ctx, args.filter, { offset: args.offset ?? 0, limit: args.limit ?? 25 }),
  }),
);

builder.mutationField("changeUserRole", (t) =>
  t.field({
    type: ManagedUserRef,
    description: "Gives a user another role; applies to their open sessions at once.",
    authScopes: { permission: "USER_ROLES:EDIT" },
    args: { userId: t.arg.id({ required: true }), roleId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => changeUserRole(ctx, String(args.userId), String(args.roleId)),
  }),
);

builder.mutationField("deactivateUser", (t) =>
  t.field({
    type: ManagedUserRef,
    description: "Deactivates a user and ends their sessions.",
    authScopes: { permission: "USER:EDIT" },
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deactivateUser(ctx, String(args.userId)),
  }),
);

builder.mutationField("reactivateUser", (t) =>
  t.field({
    type: ManagedUserRef,
    authScopes: { permission: "USER:EDIT" },
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => reactivateUser(ctx, String(args.userId)),
  }),
);

builder.mutationField("deleteUser", (t) =>
  t.field({
    type: "Boolean",
    description: "Deletes a user (their record stays, marked deleted) and ends their sessions.",
    authScopes: { permission: "USER:EDIT" },
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteUser(ctx, String(args.userId)),
  }),
);

builder.mutationField("setUserAssignedStartups", (t) =>
  t.field({
    type: ManagedUserRef,
    description:
      "The startups a user supports (their ASSIGNED scope). With ASSIGNED criteria, only your startups.",
    authScopes: { permission: "STARTUP/ASSIGNATION_MEMBERS:EDIT" },
    args: { userId: t.arg.id({ required: true }), startupIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) =>
      setUserAssignedStartups(ctx, String(args.userId), args.startupIds.map(String)),
  }),
);

builder.mutationField("setUserPrograms", (t) =>
  t.field({
    type: ManagedUserRef,
    authScopes: { permission: "USER:EDIT" },
    args: { userId: t.arg.id({ required: true }), programIds: t.arg.idList({ required: true }) },
    resolve: (_r, args, ctx) => setUserPrograms(ctx, String(args.userId), args.programIds.map(String)),
  }),
);

builder.mutationField("deleteOwnAccount", (t) =>
  t.field({
    type: "Boolean",
    description:
      "Deletes the signed-in user's own account (when the organisation allows it); ends their sessions.",
    authScopes: { authenticated: true },
    args: { password: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => deleteOwnAccount(ctx, args.password),
  }),
);
