import { builder } from "../../graphql/builder.ts";
import {
  accessChangesOfViewer,
  criteriaForPermissions,
  currentUserPermissions,
  isUserAuthorized,
} from "./permissions.service.ts";

const PermissionCriteriaRef = builder
  .objectRef<{ key: string; criteria: string | null }>("PermissionCriteria")
  .implement({
    fields: (t) => ({
      key: t.exposeString("key"),
      criteria: t.exposeString("criteria", {
        nullable: true,
        description: "ALL, ASSIGNED, or null when not held",
      }),
    }),
  });

builder.queryField("currentUserPermissions", (t) =>
  t.field({
    type: ["String"],
    description: "The permission keys of the signed-in user's role (docs/permissions.md).",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => currentUserPermissions(ctx),
  }),
);

builder.queryField("criteriaForPermissions", (t) =>
  t.field({
    type: [PermissionCriteriaRef],
    authScopes: { authenticated: true },
    args: { permissions: t.arg.stringList({ required: true }) },
    resolve: (_root, args, ctx) => criteriaForPermissions(ctx, args.permissions),
  }),
);

const KeyValueInput = builder.inputType("KeyValueInput", {
  fields: (t) => ({ key: t.string({ required: true }), value: t.string() }),
});

builder.queryField("isUserAuthorized", (t) =>
  t.field({
    type: "Boolean",
    description:
      "Whether the viewer may use a permission on the given records (data: startupId, userId; empty values are dropped).",
    authScopes: { authenticated: true },
    args: { permission: t.arg.string({ required: true }), data: t.arg({ type: [KeyValueInput] }) },
    resolve: (_r, args, ctx) => isUserAuthorized(ctx, args.permission, args.data ?? []),
  }),
);

const AccessChangeRef = builder.objectRef<{ reason: string }>("AccessChange").implement({
  fields: (t) => ({
    reason: t.exposeString("reason", { description: "ROLE_CHANGED or PERMISSIONS_CHANGED" }),
  }),
});

builder.subscriptionField("accessChanged", (t) =>
  t.field({
    type: AccessChangeRef,
    description: "Fires when the viewer's role, or its permissions or visibility, change: reload access.",
    authScopes: { authenticated: true },
    subscribe: (_r, _a, ctx) => accessChangesOfViewer(ctx),
    resolve: (event) => event,
  }),
);
