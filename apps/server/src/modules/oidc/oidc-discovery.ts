import { allowInsecureRequests, type Configuration, discovery, None } from "openid-client";
import { ExternalSignInError } from "./oidc.errors.ts";
import type { OidcConnectionRow } from "./oidc.tables.ts";

/**
 * The provider's metadata (endpoints, keys) is fetched once per issuer and client and kept
 * for a few minutes: a sign-in then costs no extra round trip, and a provider that rotates
 * its keys or endpoints is picked up soon after.
 */
const TTL_MS = 5 * 60 * 1000;

type Entry = { config: Promise<Configuration>; expiresAt: number };
const cache = new Map<string, Entry>();

export function providerConfiguration(
  connection: Pick<OidcConnectionRow, "issuer" | "clientId" | "clientSecret">,
): Promise<Configuration> {
  const key = JSON.stringify([connection.issuer, connection.clientId, connection.clientSecret]);
  const now = Date.now();
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now) return cached.config;
  const config = discover(connection);
  cache.set(key, { config, expiresAt: now + TTL_MS });
  // A failed discovery is not kept: the next sign-in tries again.
  config.catch(() => {
    if (cache.get(key)?.config === config) cache.delete(key);
  });
  return config;
}

async function discover(connection: Pick<OidcConnectionRow, "issuer" | "clientId" | "clientSecret">) {
  try {
    const issuer = new URL(connection.issuer);
    return await discovery(
      issuer,
      connection.clientId,
      connection.clientSecret ?? undefined,
      // Without a secret the client is public and relies on PKCE alone.
      connection.clientSecret ? undefined : None(),
      // Plain HTTP only for a provider on this machine (development, tests), never remote.
      isLoopbackHttp(issuer) ? { execute: [allowInsecureRequests] } : undefined,
    );
  } catch {
    throw new ExternalSignInError("The sign-in provider could not be reached.");
  }
}

function isLoopbackHttp(url: URL): boolean {
  if (url.protocol !== "http:") return false;
  return url.hostname === "localhost" || url.hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(url.hostname);
}
