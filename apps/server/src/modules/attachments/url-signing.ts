import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Image addresses carry a signature (decision 025): `<img src>` sends no bearer token, so
 * an image at a named size is served to whoever holds its signed address, which the server
 * gives only to those who may read the reference. Documents need the token. The key is
 * derived from the deployment's JWT secret, given once when the app starts (app.ts).
 */
let signingKey: Buffer | null = null;

export function setAttachmentSigningSecret(secret: string): void {
  signingKey = createHmac("sha256", secret).update("launchpad:attachments:v1").digest();
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
