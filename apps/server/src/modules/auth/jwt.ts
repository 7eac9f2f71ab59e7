import { errors, jwtVerify, SignJWT } from "jose";
import type { Tenant } from "../../tenancy/tenant.ts";

/**
 * Session tokens: HS256 JWTs naming the user (`sub`) and the session (`sid`), with issuer,
 * audience (the incubator, so a token of one tenant is worthless on another) and expiry,
 * verified against an algorithm allow-list (no `none`, no key confusion).
 */
const ISSUER = "launchpad";
const ALGORITHMS = ["HS256"];

export type TokenClaims = { userId: string; sessionId: string };
export type TokenService = {
  sign(tenant: Tenant, claims: TokenClaims): Promise<string>;
  verify(tenant: Tenant, token: string): Promise<TokenClaims | null>;
};

export function createTokenService(secret: string, ttlHours: number): TokenService {
  // Imported once: given the raw bytes, jose would import the HMAC key for every token.
  let imported: Promise<CryptoKey> | undefined;
  const hmacKey = () => {
    imported ??= crypto.subtle.importKey(
      "raw",
      new TextEncoder().encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    return imported;
  };
  return {
    sign: async (tenant, { userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(audienceOf(tenant))
        .setIssuedAt()
        .setExpirationTime(`${ttlHours}h`)
        .sign(await hmacKey()),
    verify: async (tenant, token) => {
      try {
        const { payload } = await jwtVerify(token, await hmacKey(), {
          issuer: ISSUER,
          audience: audienceOf(tenant),
          algorithms: ALGORITHMS,
          requiredClaims: ["sub", "sid", "exp"],
        });
        return typeof payload.sid === "string" && payload.sub
          ? { userId: payload.sub, sessionId: payload.sid }
          : null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}

function audienceOf(tenant: Tenant): string {
  return `incubator:${tenant.id}`;
}

/** `Bearer <token>` (or a bare token, as some websocket clients send it) → the token. */
export function bearerToken(header: unknown): string | null {
  if (typeof header !== "string" || header.length === 0) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return (match?.[1] ?? header).trim() || null;
}
