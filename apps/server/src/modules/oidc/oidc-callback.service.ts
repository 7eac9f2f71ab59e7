import { authorizationCodeGrant, type Configuration, fetchUserInfo } from "openid-client";
import { z } from "zod";
import type { Services } from "../../graphql/context.ts";
import { parseInput } from "../../http/validation.ts";
import { type SignInContext, signedIn } from "../account/index.ts";
import { incubatorOf } from "../incubator/index.ts";
import { maySignIn, userByEmail } from "../users/index.ts";
import { ExternalSignInError } from "./oidc.errors.ts";
import { findConnection, takeState } from "./oidc.repository.ts";
import { providerConfiguration } from "./oidc-discovery.ts";

/**
 * POST /auth/oidc/callback {callbackUrl} (docs/auth-api.md): the second leg. The state is
 * taken (deleted) first, so that it serves once whatever happens next; the code is then
 * exchanged with the stored PKCE verifier and nonce, and the verified e-mail of the ID
 * token names an existing user of this incubator. Nobody is created, nothing is written
 * before the user is known, and the only write is the new pending session.
 */
const EXPIRED = "The sign-in request expired, please try again.";
const REFUSED = "The sign-in provider refused the request.";

const callbackSchema = z.object({
  callbackUrl: z.url({ message: "callbackUrl must be the full address of the callback page" }),
});

export async function finishExternalSignIn(
  ctx: SignInContext & Pick<Services, "log">,
  input: unknown,
  userAgent: string | null,
) {
  const callback = new URL(parseInput(callbackSchema, input).callbackUrl);
  const stateParam = callback.searchParams.get("state");
  const state = stateParam ? await takeState(ctx.db, ctx.tenant, stateParam) : null;
  if (!state || state.expiresAt <= new Date()) throw new ExternalSignInError(EXPIRED);

  // Only read once the state is ours, so that a crafted link cannot put words on the page.
  const providerError = callback.searchParams.get("error");
  if (providerError) throw new ExternalSignInError(callback.searchParams.get("error_description") || REFUSED);

  const connection = await findConnection(ctx.db, ctx.tenant, state.connectionId);
  const incubator = await incubatorOf(ctx);
  if (!connection || !incubator?.ssoEnabled) throw new ExternalSignInError(EXPIRED);

  const config = await providerConfiguration(connection);
  // The redirect URI sent with the code is the one stored at the start, not the caller's.
  const current = new URL(state.redirectUri);
  current.search = callback.search;
  const email = await verifiedEmail(ctx, config, current, state);

  const user = await userByEmail(ctx, email);
  if (!user || user.status === "deleted") {
    throw new ExternalSignInError(`No account uses the e-mail ${email} in this organisation.`);
  }
  if (!maySignIn(user.status)) {
    throw new ExternalSignInError(`The account ${email} is deactivated in this organisation.`);
  }
  return { ...(await signedIn(ctx, user.id, userAgent)), returnTo: state.returnTo };
}

async function verifiedEmail(
  ctx: Pick<Services, "log">,
  config: Configuration,
  current: URL,
  state: { state: string; codeVerifier: string; nonce: string },
): Promise<string> {
  let claims: Record<string, unknown>;
  try {
    const tokens = await authorizationCodeGrant(config, current, {
      pkceCodeVerifier: state.codeVerifier,
      expectedState: state.state,
      expectedNonce: state.nonce,
      idTokenExpected: true,
    });
    const idToken = tokens.claims();
    if (!idToken) throw new Error("no ID token");
    claims = idToken;
    // Providers that follow the core spec strictly put the e-mail in UserInfo, not the ID token.
    if (typeof claims.email !== "string" && tokens.access_token) {
      claims = await fetchUserInfo(config, tokens.access_token, idToken.sub);
    }
  } catch (error) {
    ctx.log.warn({ err: error }, "OpenID Connect code exchange failed");
    throw new ExternalSignInError(REFUSED);
  }
  const email = typeof claims.email === "string" ? claims.email.trim() : "";
  if (!email) throw new ExternalSignInError("The sign-in provider did not share your e-mail address.");
  if (claims.email_verified === false) {
    throw new ExternalSignInError(`The sign-in provider has not verified the e-mail ${email}.`);
  }
  return email;
}
