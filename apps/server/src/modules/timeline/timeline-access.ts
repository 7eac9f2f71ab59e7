import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { inScope, requireAccess, startupScope } from "../permissions/index.ts";
import { membersOfStartups, startupExists } from "../startups/index.ts";

/**
 * Who reads a startup's timeline and what they may do there (docs/timeline.md):
 * - read and post: STARTUP_FILE:VIEW in scope (the startup's cofounders, its assigned
 *   coaches, mentors and experts, and the organisation's staff); out of scope reads as not found;
 * - private posts: read and written by holders of TIMELINE/CREATE_PRIVATE_COMMENT:VIEW in
 *   scope who are not the startup's cofounders (spec-2 §6: staff only, never the founders);
 * - e-mail meta (opens, bounces…): TIMELINE/EMAIL_THREAD_META:VIEW in scope;
 * - moderate (delete others' posts): STARTUP_FILE:VIEW for every startup (ALL), not a cofounder.
 */
export const FILE_KEY = "STARTUP_FILE:VIEW";
export const PRIVATE_KEY = "TIMELINE/CREATE_PRIVATE_COMMENT:VIEW";
export const EMAIL_META_KEY = "TIMELINE/EMAIL_THREAD_META:VIEW";

export type TimelineReader = {
  viewerId: string;
  startupId: string;
  isMember: boolean;
  seesPrivate: boolean;
  seesEmailMeta: boolean;
  moderates: boolean;
};

/** The viewer as reader of one startup's timeline; a startup out of their scope is not found. */
export async function timelineReader(ctx: ServiceContext, startupId: string): Promise<TimelineReader> {
  const access = await requireAccess(ctx);
  const fileScope = await startupScope(ctx, FILE_KEY);
  if (!inScope(fileScope, startupId) || !(await startupExists(ctx, startupId)))
    throw new NotFoundError("Startup");
  const [members, privateScope, metaScope] = await Promise.all([
    membersOfStartups(ctx, [startupId]),
    startupScope(ctx, PRIVATE_KEY),
    startupScope(ctx, EMAIL_META_KEY),
  ]);
  const isMember = members.some((m) => m.userId === access.userId);
  return {
    viewerId: access.userId,
    startupId,
    isMember,
    seesPrivate: !isMember && inScope(privateScope, startupId),
    seesEmailMeta: inScope(metaScope, startupId),
    moderates: !isMember && fileScope === "ALL",
  };
}

/** Whether the reader may see a post at all. */
export function maySee(reader: TimelineReader, post: { isPublic: boolean; startupId: string }): boolean {
  return post.startupId === reader.startupId && (post.isPublic || reader.seesPrivate);
}
