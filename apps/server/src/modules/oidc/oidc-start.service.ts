import {
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from "openid-client";
import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { incubatorOf } from "../incubator/index.ts";
import { deleteExpiredStates, findConnection, insertState } from "./oidc.repository.ts";
import { providerConfiguration } from "./oidc-discovery.ts";
import { safeReturnTo } from "./return-to.ts";

/**
 * GET /auth/oidc/:connectionId/start (docs/auth-api.md): the first leg of an external
 * sign-in. The connection must be one of this incubator's, with single sign-on enabled.
 * The PKCE verifier, state and nonce stay on the server (oidc_states, 10 minutes); the
 * browser only carries the state, which the callback exchanges for them once.
 */
const STATE_TTL_MS = 10 * 60 * 1000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `origin`: the web app's address, where the provider sends the browser back (/auth/callback). */
export async function startExternalSignIn(
  ctx: Pick<ServiceContext, "db" | "tenant">,
  connectionId: string,
  returnTo: unknown,
  origin: string,
) {
  const connection = UUID.test(connectionId) ? await findConnection(ctx.db, ctx.tenant, connectionId) : null;
  const incubator = connection ? await incubatorOf(ctx) : null;
  // A disabled incubator does not offer its connections (authMode), so they read as absent.
  if (!connection || !incubator?.ssoEnabled) throw new NotFoundError("Sign-in connection");

  const config = await providerConfiguration(connection);
  const codeVerifier = randomPKCECodeVerifier();
  const state = randomState();
  const nonce = randomNonce();
  const redirectUri = `${origin}/auth/callback`;
  const now = new Date();
  await deleteExpiredStates(ctx.db, ctx.tenant, now);
  await insertState(ctx.db, ctx.tenant, {
    state,
    connectionId: connection.id,
    codeVerifier,
    nonce,
    redirectUri,
    returnTo: safeReturnTo(returnTo),
    expiresAt: new Date(now.getTime() + STATE_TTL_MS),
  });
  return buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: withOpenId(connection.scopes),
    code_challenge: await calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
}

/** The ID token, which carries the e-mail, is only issued for the "openid" scope. */
function withOpenId(scopes: string): string {
  const list = scopes.split(/\s+/).filter(Boolean);
  return (list.includes("openid") ? list : ["openid", ...list]).join(" ");
}
