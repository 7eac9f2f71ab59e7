import SchemaBuilder from "@pothos/core";
import ScopeAuthPlugin from "@pothos/plugin-scope-auth";
import type { GraphQLContext } from "./context.ts";
import "./deny-by-default.plugin.ts";
import { AuthenticationRequiredError, ForbiddenError } from "./errors.ts";

/**
 * Scopes a field may declare. `public` is open to anyone of the request's tenant;
 * `authenticated` needs a signed-in viewer. The roles issue adds role groups and
 * permission keys with criteria.
 */
export type AuthScopes = {
  public: boolean;
  authenticated: boolean;
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
      authScopes: (ctx) => ({ public: true, authenticated: ctx.viewer !== null }),
      unauthorizedError: (_parent, ctx) =>
        ctx.viewer ? new ForbiddenError() : new AuthenticationRequiredError(),
    },
  });
  b.queryType({});
  b.subscriptionType({});
  return b;
}

export const builder = createBuilder();
