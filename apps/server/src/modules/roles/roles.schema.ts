import { PERMISSIONS, type PermissionDefinition } from "@launchpad/domain";
import { builder } from "../../graphql/builder.ts";
import { StartupAccessRef, UserAccessRef } from "./roles.refs.ts";
import {
  createCustomRole,
  deleteRole,
  listRoles,
  type RoleView,
  updateRole,
  updateRolePermissions,
} from "./roles.service.ts";
import type { RolePermission } from "./roles.tables.ts";

builder.objectType(UserAccessRef, {
  description:
    "Who the role sees in the community: ALL, ASSIGNED, NONE or SELECTED (the role types in roles).",
  fields: (t) => ({
    visibilitySettings: t.exposeString("visibilitySettings"),
    roles: t.stringList({ resolve: (a) => a.roles ?? [] }),
  }),
});

builder.objectType(StartupAccessRef, {
  description:
    "Which startups the role sees: ALL, ASSIGNED, NONE or SELECTED (the startups of the user's programs).",
  fields: (t) => ({ visibilitySettings: t.exposeString("visibilitySettings") }),
});

const RolePermissionRef = builder.objectRef<RolePermission>("RolePermission").implement({
  fields: (t) => ({ key: t.exposeString("key"), criteria: t.exposeString("criteria") }),
});

const PermissionDefinitionRef = builder.objectRef<PermissionDefinition>("PermissionDefinition").implement({
  fields: (t) => ({
    key: t.exposeString("key"),
    area: t.exposeString("area"),
    withCriteria: t.exposeBoolean("withCriteria", { description: "Whether ASSIGNED can be chosen" }),
  }),
});

const RoleRef = builder.objectRef<RoleView>("Role").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    type: t.exposeString("type", { description: "The built-in type (a custom role's template)" }),
    label: t.exposeString("label"),
    isCustom: t.exposeBoolean("isCustom"),
    editable: t.exposeBoolean("editable", { description: "False for the System role" }),
    permissions: t.field({ type: [RolePermissionRef], resolve: (r) => r.permissions }),
    userAccess: t.field({ type: UserAccessRef, resolve: (r) => r.userAccess }),
    startupAccess: t.field({ type: StartupAccessRef, resolve: (r) => r.startupAccess }),
    userCount: t.exposeInt("userCount"),
    category: t.exposeString("category", { description: "employee, network, evaluator or other" }),
  }),
});

const CreateCustomRoleInput = builder.inputType("CreateCustomRoleInput", {
  fields: (t) => ({ label: t.string({ required: true }), templateRoleId: t.id({ required: true }) }),
});

const UserAccessInput = builder.inputType("UserAccessInput", {
  fields: (t) => ({ visibilitySettings: t.string({ required: true }), roles: t.stringList() }),
});

const StartupAccessInput = builder.inputType("StartupAccessInput", {
  fields: (t) => ({ visibilitySettings: t.string({ required: true }) }),
});

const UpdateRoleInput = builder.inputType("UpdateRoleInput", {
  fields: (t) => ({
    label: t.string(),
    userAccess: t.field({ type: UserAccessInput }),
    startupAccess: t.field({ type: StartupAccessInput }),
  }),
});

const PermissionChangeInput = builder.inputType("PermissionChangeInput", {
  fields: (t) => ({
    key: t.string({ required: true }),
    criteria: t.string({ description: "ALL or ASSIGNED; null removes the key" }),
  }),
});

/** Drops the keys GraphQL sends as null for omitted optional input fields. */
const defined = <T extends object>(input: T) =>
  Object.fromEntries(Object.entries(input).filter(([, v]) => v !== null && v !== undefined));

builder.queryField("roles", (t) =>
  t.field({
    type: [RoleRef],
    description: "The organisation's roles, built-in and custom, with their permissions and visibility.",
    authScopes: { anyPermission: ["USER_ROLES:EDIT", "USER:EDIT", "USER:INVITE"] },
    resolve: (_r, _a, ctx) => listRoles(ctx),
  }),
);

builder.queryField("permissionCatalogue", (t) =>
  t.field({
    type: [PermissionDefinitionRef],
    description: "Every permission key of spec-2 §6, by area.",
    authScopes: { permission: "USER_ROLES:EDIT" },
    resolve: () => [...PERMISSIONS],
  }),
);

builder.mutationField("createCustomRole", (t) =>
  t.field({
    type: RoleRef,
    description:
      "A custom role copies a template role (type, permissions, visibility). Plan feature customRoles.",
    authScopes: { permission: "USER_ROLES:EDIT" },
    args: { input: t.arg({ type: CreateCustomRoleInput, required: true }) },
    resolve: (_r, args, ctx) => createCustomRole(ctx, args.input),
  }),
);

builder.mutationField("updateRole", (t) =>
  t.field({
    type: RoleRef,
    authScopes: { permission: "USER_ROLES:EDIT" },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateRoleInput, required: true }) },
    resolve: (_r, args, ctx) => updateRole(ctx, String(args.id), defined(args.input)),
  }),
);

builder.mutationField("deleteRole", (t) =>
  t.field({
    type: "Boolean",
    description: "Deletes a custom role that no user holds.",
    authScopes: { permission: "USER_ROLES:EDIT" },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteRole(ctx, String(args.id)),
  }),
);

builder.mutationField("updateRolePermissions", (t) =>
  t.field({
    type: RoleRef,
    description: "Sets keys on a role: criteria ALL or ASSIGNED, or null to remove. All or nothing.",
    authScopes: { permission: "USER_ROLES:EDIT" },
    args: {
      roleId: t.arg.id({ required: true }),
      changes: t.arg({ type: [PermissionChangeInput], required: true }),
    },
    resolve: (_r, args, ctx) => updateRolePermissions(ctx, String(args.roleId), args.changes),
  }),
);
