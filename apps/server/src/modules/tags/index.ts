/**
 * The tags module's door (docs/tags.md): tag and industry cards for other modules, checks of
 * tag ids, and who carries which tags. Modules that attach tags in their own join tables
 * (FK to `tags.id` ON DELETE CASCADE) report use counts through `ServerModule.tagUses`.
 */
export { TAG_KINDS, type TagKind, USER_TAG_KINDS } from "@launchpad/domain/tags";
export type { TagUses } from "../../tag-uses.ts";
/** GraphQL types of a tag and an industry as records carry them ({ id, name, color, kind }, { id, name }). */
export { addStartupTagRights, addTagFields, IndustryCardRef, TagCardRef } from "./assignments.schema.ts";
export { giveTags } from "./assignments.service.ts";
export {
  assertTagsOfKind,
  type IndustryCard,
  industryCards,
  industryIdsOfStartups,
  industryIdsOfUsers,
  type TagCard,
  tagCards,
  tagIdsByName,
  tagIdsOfStartups,
  tagIdsOfUsers,
} from "./cards.service.ts";
export { startupIdsWithAnyIndustry, startupIdsWithAnyTag } from "./startup-filter.ts";
