import { oidcConnections } from "../../db/schema/index.ts";
import { scoped } from "../../db/tenant-scope.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { findIncubator } from "../incubator/incubator.repository.ts";

/**
 * The auth-mode check of spec-1 §7 ("auth0 enabled, organization, oauthConnections"):
 * whether this incubator signs in through OpenID Connect, and with which providers.
 */
export async function authMode(ctx: Pick<GraphQLContext, "db" | "tenant">) {
  const incubator = await findIncubator(ctx.db, ctx.tenant);
  const connections = await ctx.db
    .select({ id: oidcConnections.id, provider: oidcConnections.provider, name: oidcConnections.name })
    .from(oidcConnections)
    .where(scoped(oidcConnections, ctx.tenant))
    .orderBy(oidcConnections.name);
  const enabled = Boolean(incubator?.ssoEnabled) && connections.length > 0;
  return {
    enabled,
    organization: incubator?.ssoOrganization ?? null,
    oauthConnections: enabled ? connections.map((c) => ({ ...c, protocol: "oidc" })) : [],
  };
}
