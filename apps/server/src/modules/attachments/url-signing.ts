import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Image addresses carry a signature (decision 025): `<img src>` sends no bearer token, so
 * an image at a named size is served to whoever holds its signed address, which the server
 * gives only to those who may read the reference. Documents need the token. The key is
 * derived from the deployment's JWT secret, given once when the app starts (app.ts).
 */
let signingKey: Buffer | null = null;
let videoKey: Buffer | null = null;

export function setAttachmentSigningSecret(secret: string): void {
  signingKey = createHmac("sha256", secret).update("launchpad:attachments:v1").digest();
  videoKey = createHmac("sha256", secret).update("launchpad:video-questions:v1").digest();
}

/** How long a video question token lets one upload (decision 038). */
export const VIDEO_TOKEN_TTL_SECONDS = 60 * 60;

function videoMac(tenantId: string, userId: string, expires: number): string {
  if (!videoKey) throw new Error("the attachments' signing key is not set (app.ts)");
  return createHmac("sha256", videoKey).update(`${tenantId}:${userId}:${expires}`).digest("base64url");
}

/**
 * The video question token (spec-2 §6 "video question feature and its token"; decision 038):
 * `<expiry in seconds>.<HMAC of tenant, user and expiry>`, valid one hour for that user of
 * that organisation. The upload of a video sends it as the `x-video-token` header.
 */
export function videoToken(tenantId: string, userId: string, now: Date): string {
  const expires = Math.floor(now.getTime() / 1000) + VIDEO_TOKEN_TTL_SECONDS;
  return `${expires}.${videoMac(tenantId, userId, expires)}`;
}

export function isValidVideoToken(token: unknown, tenantId: string, userId: string, now: Date): boolean {
  if (typeof token !== "string" || token.length > 200) return false;
  const [expiresText, mac, ...rest] = token.split(".");
  if (rest.length > 0 || !expiresText || !mac || !/^\d{1,12}$/.test(expiresText)) return false;
  const expires = Number(expiresText);
  if (expires * 1000 <= now.getTime() || expires - now.getTime() / 1000 > VIDEO_TOKEN_TTL_SECONDS + 60)
    return false;
  const expected = Buffer.from(videoMac(tenantId, userId, expires));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function signatureOf(id: string, size: string): string {
  if (!signingKey) throw new Error("the attachments' signing key is not set (app.ts)");
  return createHmac("sha256", signingKey).update(`${id}:${size}`).digest("base64url").slice(0, 32);
}

export function isValidSignature(id: string, size: string, sig: unknown): boolean {
  if (typeof sig !== "string" || sig.length !== 32 || !signingKey) return false;
  const expected = Buffer.from(signatureOf(id, size));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
