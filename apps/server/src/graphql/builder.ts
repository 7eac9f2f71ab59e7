import { isPermissionKey, type PermissionKey, type RoleType } from "@launchpad/domain";
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import { GraphQLScalarType, valueFromASTUntyped } from "graphql";
import type { GraphQLContext } from "./context.ts";
import "./deny-by-default.plugin.ts";
import { holds } from "../modules/permissions/index.ts";
import { AuthenticationRequiredError, ForbiddenError } from "./errors.ts";

/**
 * Scopes a field may declare. `public` is open to anyone of the request's tenant;
 * `session` to the holder of a token whose session may still be pending (the takeover
 * step of spec-1 §4); `authenticated` needs an active session; `roles` one of the given
 * role types (the admin group for the organisation's settings); `permission` a key the
 * viewer's role holds (ALL or ASSIGNED: the resolver then narrows ASSIGNED to the viewer's
 * startups), `anyPermission` one of several keys. docs/permissions.md has the matrix.
 */
export type AuthScopes = {
  public: boolean;
  session: boolean;
  authenticated: boolean;
  roles: readonly RoleType[];
  permission: PermissionKey;
  anyPermission: readonly PermissionKey[];
};

export type SchemaTypes = {
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
  /** JSON: structured data a module checks itself with its own schema (a form's definition, its answers). */
  Scalars: { JSON: { Input: unknown; Output: unknown } };
};

/** The builder's full types: what a ref declared without the builder (`new ObjectRef<BuilderTypes, T>`) needs. */
export type BuilderTypes = PothosSchemaTypes.ExtendDefaultTypes<SchemaTypes>;

/** A rule naming a key that is not in the catalogue is a programming error, not a refusal. */
function knownKey(key: string): string {
  if (!isPermissionKey(key)) throw new Error(`Unknown permission key in an authScopes rule: ${key}`);
  return key;
}

/** Any JSON value, checked by the resolver that takes it (never trusted as typed by GraphQL). */
const jsonScalar = new GraphQLScalarType({
  name: "JSON",
  description: "Any JSON value. The field that takes one checks it against its own schema.",
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

/** A builder with the app's plugins; tests make their own to try the rules on small schemas. */
export function createBuilder() {
  const b = new SchemaBuilder<SchemaTypes>({
    plugins: [ScopeAuthPlugin, "denyByDefault"],
    defaultFieldNullability: false,
    scopeAuth: {
      authScopes: (ctx) => ({
        public: true,
        session: ctx.auth != null,
        authenticated: ctx.viewer != null,
        roles: (allowed) => ctx.viewer != null && allowed.includes(ctx.viewer.roleType),
        permission: (key) => holds(ctx, knownKey(key)),
        anyPermission: async (keys) =>
          (await Promise.all(keys.map((key) => holds(ctx, knownKey(key))))).some(Boolean),
      }),
      unauthorizedError: (_parent, ctx, info) => {
        // spec: an unauthorised call is logged, with who asked for what.
        ctx.log?.warn(
          {
            field: `${info.parentType.name}.${info.fieldName}`,
            userId: ctx.viewer?.id ?? null,
            tenant: ctx.tenant?.slug,
          },
          "unauthorised call refused",
        );
        return ctx.viewer ? new ForbiddenError() : new AuthenticationRequiredError();
      },
    },
  });
  b.queryType({});
  b.subscriptionType({});
  b.addScalarType("JSON", jsonScalar);
  return b;
}

export const builder = createBuilder();
builder.mutationType({});
