import { createHash, randomBytes } from "node:crypto";
import { AuthenticationRequiredError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import {
  deleteFeedToken,
  findFeedTokenByHash,
  findFeedTokenOfUser,
  touchFeedToken,
  upsertFeedToken,
} from "./feed-tokens.repository.ts";

/**
 * The personal feed's address (decision 032): a 256-bit random token, stored as its SHA-256
 * only, so the address is shown once, when made; making a new one replaces the old, revoking
 * deletes it, and either refuses the old address from the next request on (every request
 * looks the hash up; nothing is cached before that).
 */
export const FEED_PATH = "/api/calendar/feed";
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

function viewerId(ctx: ServiceContext) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  return ctx.viewer.id;
}

/** The address for an origin: https (or http) for pasting, webcal:// for subscribing in one click. */
export function feedAddresses(origin: string, token: string) {
  const url = `${origin}${FEED_PATH}/${token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:\/\//, "webcal://") };
}

export async function feedStatus(ctx: ServiceContext) {
  const row = await findFeedTokenOfUser(ctx.db, ctx.tenant, viewerId(ctx));
  return {
    active: row !== null,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastUsedAt: row?.lastUsedAt?.toISOString() ?? null,
  };
}

/** Makes the viewer's address, replacing any earlier one; the token is in the answer only. */
export async function createFeedToken(ctx: ServiceContext, origin: string) {
  const token = randomBytes(32).toString("base64url");
  const row = await upsertFeedToken(ctx.db, ctx.tenant, viewerId(ctx), hashOf(token), ctx.clock.now());
  return { ...feedAddresses(origin, token), createdAt: row.createdAt.toISOString() };
}

export async function revokeFeedToken(ctx: ServiceContext) {
  return deleteFeedToken(ctx.db, ctx.tenant, viewerId(ctx));
}

/** The owner of a presented token in this tenant, or null (malformed, revoked, replaced). */
export async function feedOwner(ctx: ServiceContext, token: string) {
  const bare = token.replace(/\.ics$/, "");
  if (!TOKEN.test(bare)) return null;
  const hash = hashOf(bare);
  const row = await findFeedTokenByHash(ctx.db, ctx.tenant, hash);
  if (!row) return null;
  const now = ctx.clock.now();
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await touchFeedToken(ctx.db, ctx.tenant, row.id, now);
  }
  return { userId: row.userId, hash };
}
