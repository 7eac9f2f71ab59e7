import type { TagUses } from "../../server-module.ts";
import { countApplicationTagUses } from "./applications.repository.ts";

/** Application tags' use counts for the tag setup (docs/tags.md): how many applications carry each. */
export const applicationTagUses: TagUses = {
  kinds: ["application"],
  count: (ctx, tagIds) => countApplicationTagUses(ctx.db, ctx.tenant, tagIds),
};
