import type { TagKind } from "@launchpad/domain/tags";
import type { ServiceContext } from "./service-context.ts";

/**
 * How a module that attaches tags in its own join table reports their use counts to the
 * setup pages (`ServerModule.tagUses`, docs/tags.md). Its join table has a foreign key to
 * `tags.id` ON DELETE CASCADE, so deleting a tag removes its uses there too.
 */
export type TagUses = {
  /** The kinds of tags the module attaches (events: "event" and "topic"). */
  kinds: TagKind[];
  /** For some tag ids of those kinds: tag id → how many of the module's records carry it (absent = 0). */
  count(ctx: ServiceContext, tagIds: string[]): Promise<Map<string, number>>;
};
