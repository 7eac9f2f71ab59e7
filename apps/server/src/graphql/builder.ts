import type { RoleType } from "@launchpad/domain";
import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type { GraphQLContext } from "./context.ts";
import "./deny-by-default.plugin.ts";
import { AuthenticationRequiredError, ForbiddenError } from "./errors.ts";

/**
 * Scopes a field may declare. `public` is open to anyone of the request's tenant;
 * `session` to the holder of a token whose session may still be pending (the takeover
 * step of spec-1 §4); `authenticated` needs an active session; `roles` one of the given
 * role types. The roles issue adds permission keys with criteria.
 */
export type AuthScopes = {
  public: boolean;
  session: boolean;
  authenticated: boolean;
  roles: readonly RoleType[];
};

export type SchemaTypes = {
  Context: GraphQLContext;
  AuthScopes: AuthScopes;
  DefaultFieldNullability: false;
};

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
      }),
      unauthorizedError: (_parent, ctx) =>
        ctx.viewer ? new ForbiddenError() : new AuthenticationRequiredError(),
    },
  });
  b.queryType({});
  b.subscriptionType({});
  return b;
}

export const builder = createBuilder();
builder.mutationType({});
