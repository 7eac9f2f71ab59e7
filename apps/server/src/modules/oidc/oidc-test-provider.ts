import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider on 127.0.0.1 for the tests. Its login and consent page
 * signs in whichever account the test chose (`signInAs`) at once, so that a "browser" made
 * of fetch calls can walk the whole authorization-code flow without HTML forms.
 */
export type ProviderAccount = { email?: string; email_verified?: boolean };

export const TEST_CLIENT = {
  clientId: "launchpad",
  clientSecret: "launchpad-test-secret",
  redirectUri: "http://localhost/auth/callback",
};

/** `emailInIdToken: false` keeps the e-mail to UserInfo, as the core spec has it for the code flow. */
export async function startTestProvider(accounts: Record<string, ProviderAccount>, emailInIdToken = true) {
  let accountId = Object.keys(accounts)[0] ?? "";
  let provider: Provider | undefined;
  const server = createServer((req, res) => {
    if (!provider) return res.writeHead(503).end();
    if (req.url?.startsWith("/interaction/")) {
      finishInteraction(provider, accountId, req, res).catch((error) =>
        res.writeHead(500).end(String(error)),
      );
      return;
    }
    provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  provider = new Provider(issuer, configuration(accounts, emailInIdToken));

  return {
    issuer,
    signInAs(id: string) {
      accountId = id;
    },
    /** Follows the redirects of a browser from the authorization URL to the app's callback page. */
    async authorize(authorizationUrl: string): Promise<string> {
      const cookies = new Map<string, string>();
      let url = authorizationUrl;
      for (let hop = 0; hop < 10; hop++) {
        const cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join("; ");
        const response = await fetch(url, { redirect: "manual", headers: { cookie } });
        for (const line of response.headers.getSetCookie()) {
          const [name, value] = (line.split(";")[0] ?? "").split("=");
          if (name) cookies.set(name, value ?? "");
        }
        const location = response.headers.get("location");
        if (!location) throw new Error(`provider answered ${response.status}: ${await response.text()}`);
        url = new URL(location, url).href;
        if (url.startsWith(TEST_CLIENT.redirectUri)) return url;
      }
      throw new Error("too many redirects");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function finishInteraction(
  provider: Provider,
  accountId: string,
  req: IncomingMessage,
  res: ServerResponse,
) {
  const { params } = await provider.interactionDetails(req, res);
  const grant = new provider.Grant({ accountId, clientId: String(params.client_id) });
  grant.addOIDCScope(String(params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } });
}

function configuration(accounts: Record<string, ProviderAccount>, emailInIdToken: boolean) {
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  return {
    clients: [
      {
        client_id: TEST_CLIENT.clientId,
        client_secret: TEST_CLIENT.clientSecret,
        redirect_uris: [TEST_CLIENT.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "test", use: "sig", alg: "RS256" }] },
    cookies: { keys: ["oidc-test-cookie-key"] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    // false puts the e-mail in the ID token, as most providers do for the code flow.
    conformIdTokenClaims: !emailInIdToken,
    features: { devInteractions: { enabled: false } },
    findAccount: (_ctx: unknown, id: string) =>
      accounts[id] ? { accountId: id, claims: () => ({ sub: id, ...accounts[id] }) } : undefined,
  };
}
