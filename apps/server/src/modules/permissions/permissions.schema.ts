import { builder } from "../../graphql/builder.ts";
import { criteriaForPermissions, currentUserPermissions } from "./permissions.service.ts";

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
