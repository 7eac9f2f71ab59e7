import type { ServiceContext } from "../../service-context.ts";
import { incubatorOf } from "../incubator/index.ts";
import { listConnections } from "./oidc.repository.ts";

/**
 * The auth-mode check of spec-1 §7 ("auth0 enabled, organization, oauthConnections"):
 * whether this incubator signs in through OpenID Connect, and with which providers.
 */
export async function authMode(ctx: Pick<ServiceContext, "db" | "tenant">) {
  const incubator = await incubatorOf(ctx);
  const connections = await listConnections(ctx.db, ctx.tenant);
  const enabled = Boolean(incubator?.ssoEnabled) && connections.length > 0;
  return {
    enabled,
    organization: incubator?.ssoOrganization ?? null,
    oauthConnections: enabled ? connections.map((c) => ({ ...c, protocol: "oidc" })) : [],
  };
}
