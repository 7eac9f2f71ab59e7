import { type TagKind, USER_TAG_KINDS } from "@launchpad/domain/tags";
import type { DemoSeed, DemoSeedContext } from "../../db/seed/demo-seed.ts";
import {
  findIndustries,
  findTagsOfKind,
  insertIndustry,
  insertTag,
  LINKS,
  replaceLinks,
} from "./tags.repository.ts";

/**
 * Demo tags and industries (docs/demo-data.md): a few of each kind, so that the setup pages,
 * the events' topic and tag filters and the events' visibility by user and startup tags can
 * be shown; some carried by the demo people (by e-mail local part) and startups (by name).
 */
type DemoTags = {
  tags: Partial<Record<TagKind, [name: string, color: string][]>>;
  industries: string[];
  people: Record<string, { tags?: string[]; industries?: string[] }>;
  startups: Record<string, { tags?: string[]; industries?: string[] }>;
};

const COMMON: DemoTags["tags"] = {
  topic: [
    ["Fundraising", "#2f9e44"],
    ["Product", "#1c7ed6"],
    ["Marketing", "#e8590c"],
    ["Legal", "#495057"],
  ],
  event: [
    ["Workshop", "#7048e8"],
    ["Networking", "#0c8599"],
    ["Office hours", "#f08c00"],
  ],
  startup: [
    ["B2B", "#1c7ed6"],
    ["SaaS", "#7048e8"],
    ["Climate", "#2f9e44"],
    ["Hardware", "#495057"],
    ["Pre-seed", "#f08c00"],
  ],
  user: [
    ["Speaker", "#c2255c"],
    ["Alumni", "#0c8599"],
  ],
  mentortag: [
    ["Fundraising expert", "#2f9e44"],
    ["Product strategy", "#1c7ed6"],
    ["Growth marketing", "#e8590c"],
  ],
  community: [
    ["Investor", "#7048e8"],
    ["Volunteer", "#0c8599"],
  ],
  application: [
    ["Shortlisted", "#2f9e44"],
    ["Needs review", "#f08c00"],
  ],
};

const INDUSTRIES = ["AI & data", "Climate tech", "Fintech", "Food & agriculture", "Healthtech", "Robotics"];

const DEMO_TAGS: Record<string, DemoTags> = {
  demo: {
    tags: COMMON,
    industries: INDUSTRIES,
    people: {
      mentor: { tags: ["Fundraising expert", "Product strategy", "Speaker"], industries: ["Fintech"] },
      expert: { tags: ["Growth marketing"], industries: ["Healthtech"] },
      coach: { tags: ["Speaker"] },
      community: { tags: ["Investor"], industries: ["Climate tech"] },
      founder: { tags: ["Alumni"], industries: ["AI & data"] },
    },
    startups: {
      "Nimbus Analytics": { tags: ["B2B", "SaaS"], industries: ["AI & data"] },
      GreenLoop: { tags: ["Climate", "Pre-seed"], industries: ["Climate tech"] },
    },
  },
  orbit: {
    tags: COMMON,
    industries: INDUSTRIES,
    people: { mentor: { tags: ["Product strategy"] }, community: { tags: ["Volunteer"] } },
    startups: {
      "Quasar Robotics": { tags: ["Hardware", "B2B"], industries: ["Robotics"] },
      "Helio Foods": { tags: ["Climate"], industries: ["Food & agriculture"] },
    },
  },
};

async function seedTags(ctx: DemoSeedContext, data: DemoTags) {
  const byName = new Map<string, string>();
  for (const [kind, list] of Object.entries(data.tags) as [TagKind, [string, string][]][]) {
    const existing = new Map((await findTagsOfKind(ctx.db, ctx.tenant, kind)).map((t) => [t.name, t.id]));
    for (const [name, color] of list) {
      const id = existing.get(name) ?? (await insertTag(ctx.db, ctx.tenant, { kind, name, color })).id;
      // People's tags by "p:<name>" (their names differ across the three kinds), startups' by "s:<name>".
      if (kind === "startup") byName.set(`s:${name}`, id);
      else if (USER_TAG_KINDS.includes(kind)) byName.set(`p:${name}`, id);
    }
  }
  return byName;
}

async function seedIndustries(ctx: DemoSeedContext, names: string[]) {
  const existing = new Map((await findIndustries(ctx.db, ctx.tenant)).map((i) => [i.name, i.id]));
  for (const name of names)
    if (!existing.has(name)) existing.set(name, (await insertIndustry(ctx.db, ctx.tenant, name)).id);
  return existing;
}

const ids = (names: string[] | undefined, map: Map<string, string>, prefix = "") =>
  (names ?? []).flatMap((n) => map.get(prefix + n) ?? []);

export const tagsDemo: DemoSeed = {
  after: ["users", "startups"],
  async seed(ctx) {
    const data = DEMO_TAGS[ctx.organisation.base];
    if (!data) return;
    const tagIds = await seedTags(ctx, data);
    const industryIds = await seedIndustries(ctx, data.industries);
    const add = (items: string[]) => ({ add: items, remove: [] });
    for (const [local, carried] of Object.entries(data.people)) {
      const userId = ctx.ids.people.get(local);
      if (!userId) continue;
      await replaceLinks(ctx.db, ctx.tenant, LINKS.userTags, userId, add(ids(carried.tags, tagIds, "p:")));
      await replaceLinks(
        ctx.db,
        ctx.tenant,
        LINKS.userIndustries,
        userId,
        add(ids(carried.industries, industryIds)),
      );
    }
    for (const [name, carried] of Object.entries(data.startups)) {
      const startupId = ctx.ids.startups.get(name);
      if (!startupId) continue;
      await replaceLinks(
        ctx.db,
        ctx.tenant,
        LINKS.startupTags,
        startupId,
        add(ids(carried.tags, tagIds, "s:")),
      );
      await replaceLinks(
        ctx.db,
        ctx.tenant,
        LINKS.startupIndustries,
        startupId,
        add(ids(carried.industries, industryIds)),
      );
    }
  },
};
