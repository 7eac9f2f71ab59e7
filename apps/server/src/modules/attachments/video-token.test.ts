import { describe, expect, it } from "vitest";
import {
  isValidVideoToken,
  setAttachmentSigningSecret,
  VIDEO_TOKEN_TTL_SECONDS,
  videoToken,
} from "./url-signing.ts";

/** The video question token (decision 038): one user of one organisation, one hour. */
describe("video question token", () => {
  setAttachmentSigningSecret("a test secret of enough length for the HMAC");
  const now = new Date("2026-11-24T12:00:00Z");
  const token = videoToken("tenant-a", "user-1", now);

  it.each([
    ["its own user and organisation, now", "tenant-a", "user-1", now, true],
    ["59 minutes later", "tenant-a", "user-1", new Date(now.getTime() + 59 * 60_000), true],
    ["after the hour", "tenant-a", "user-1", new Date(now.getTime() + VIDEO_TOKEN_TTL_SECONDS * 1000), false],
    ["another user", "tenant-a", "user-2", now, false],
    ["another organisation", "tenant-b", "user-1", now, false],
  ])("%s → %s", (_what, tenant, user, at, valid) => {
    expect(isValidVideoToken(token, tenant, user, at)).toBe(valid);
  });

  it("refuses a forged or malformed token", () => {
    const [expires, mac] = token.split(".");
    const later = `${Number(expires) + 3600}.${mac}`;
    for (const forged of [later, `${expires}.x${mac}`, "", "1.2.3", null, 42, `${expires}`])
      expect(isValidVideoToken(forged, "tenant-a", "user-1", now)).toBe(false);
  });
});
