import { type TagKind, USER_TAG_KINDS } from "@launchpad/domain/tags";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { inScope, startupScope } from "../permissions/index.ts";
import { startupExists } from "../startups/index.ts";
import { userById } from "../users/index.ts";
import { assertIndustriesExist, assertTagsOfKind, tagCards } from "./cards.service.ts";
import { findLinks, LINKS, type Link, replaceLinks } from "./tags.repository.ts";

/**
 * Assigning tags and industries to users and startups (docs/tags.md). A call gives the
 * whole new list; what it adds needs the ADD key, what it removes the REMOVE key, each in
 * the viewer's scope (ASSIGNED: their own and assigned startups). A user's tags and
 * industries are edited in user management (USER:EDIT, checked by the schema).
 */
const unique = (ids: string[]) => [...new Set(ids)];

function diff(current: string[], wanted: string[]) {
  return {
    add: wanted.filter((id) => !current.includes(id)),
    remove: current.filter((id) => !wanted.includes(id)),
  };
}

async function requireStartup(ctx: ServiceContext, startupId: string) {
  if (!(await startupExists(ctx, startupId))) throw new NotFoundError("Startup");
}

async function requireUser(ctx: ServiceContext, userId: string) {
  if (!(await userById(ctx, userId))) throw new NotFoundError("User");
}

async function mayChange(ctx: ServiceContext, startupId: string, key: string) {
  if (!inScope(await startupScope(ctx, key), startupId)) throw new ForbiddenError();
}

async function setLinks(
  ctx: ServiceContext,
  link: Link,
  ownerId: string,
  wanted: string[],
  keys?: { add: string; remove: string },
) {
  const current = (await findLinks(ctx.db, ctx.tenant, link, [ownerId])).get(ownerId) ?? [];
  const change = diff(current, wanted);
  if (keys && change.add.length > 0) await mayChange(ctx, ownerId, keys.add);
  if (keys && change.remove.length > 0) await mayChange(ctx, ownerId, keys.remove);
  await ctx.db.transaction((tx) => replaceLinks(tx, ctx.tenant, link, ownerId, change));
}

export async function setStartupTags(ctx: ServiceContext, startupId: string, tagIds: string[]) {
  await requireStartup(ctx, startupId);
  const ids = unique(tagIds);
  await assertTagsOfKind(ctx, ids, ["startup"]);
  await setLinks(ctx, LINKS.startupTags, startupId, ids, {
    add: "TAG:STARTUP:ADD",
    remove: "TAG:STARTUP:REMOVE",
  });
}

export async function setStartupIndustries(ctx: ServiceContext, startupId: string, industryIds: string[]) {
  await requireStartup(ctx, startupId);
  const ids = unique(industryIds);
  await assertIndustriesExist(ctx, ids);
  await setLinks(ctx, LINKS.startupIndustries, startupId, ids, {
    add: "INDUSTRIES:STARTUP:ADD",
    remove: "INDUSTRIES:STARTUP:REMOVE",
  });
}

export async function setUserTags(ctx: ServiceContext, userId: string, tagIds: string[]) {
  await requireUser(ctx, userId);
  const ids = unique(tagIds);
  await assertTagsOfKind(ctx, ids, USER_TAG_KINDS as TagKind[]);
  await setLinks(ctx, LINKS.userTags, userId, ids);
}

export async function setUserIndustries(ctx: ServiceContext, userId: string, industryIds: string[]) {
  await requireUser(ctx, userId);
  const ids = unique(industryIds);
  await assertIndustriesExist(ctx, ids);
  await setLinks(ctx, LINKS.userIndustries, userId, ids);
}

/**
 * Gives tags to a startup or a user on top of what they carry (an accepted application,
 * issue 17): only tags of the right kind (startup; the user kinds), nothing removed, no
 * permission check (the caller decided), in the caller transaction when ctx.db is one.
 */
export async function giveTags(
  ctx: ServiceContext,
  owner: { startupId: string } | { userId: string },
  tagIds: string[],
): Promise<string[]> {
  const ids = unique(tagIds);
  if (ids.length === 0) return [];
  const kinds: readonly TagKind[] = "startupId" in owner ? ["startup"] : USER_TAG_KINDS;
  const fitting = (await tagCards(ctx, ids)).filter((t) => kinds.includes(t.kind)).map((t) => t.id);
  if (fitting.length === 0) return [];
  const link = "startupId" in owner ? LINKS.startupTags : LINKS.userTags;
  const ownerId = "startupId" in owner ? owner.startupId : owner.userId;
  await replaceLinks(ctx.db, ctx.tenant, link, ownerId, { add: fitting, remove: [] });
  return fitting;
}
