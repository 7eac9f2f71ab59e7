import type { ObjectRef } from "@pothos/core";
import { type BuilderTypes, builder } from "../../graphql/builder.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { holds, inScope, startupScope } from "../permissions/index.ts";
import {
  setStartupIndustries,
  setStartupTags,
  setUserIndustries,
  setUserTags,
} from "./assignments.service.ts";
import { batched } from "./batch.ts";
import {
  type IndustryCard,
  industryCards,
  industryIdsOfStartups,
  industryIdsOfUsers,
  type TagCard,
  tagCards,
  tagIdsOfStartups,
  tagIdsOfUsers,
} from "./cards.service.ts";
import { TagKindRef } from "./tags.schema.ts";

/**
 * Tags and industries on users and startups (docs/tags.md): the fields on the types the
 * users and startups modules own, shown to holders of the VIEW keys (null otherwise), and
 * the mutations that set them.
 */
export const TagCardRef = builder.objectRef<TagCard>("TagCard").implement({
  description: "A tag as records carry it (spec: _id, name, color).",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    color: t.exposeString("color"),
    kind: t.field({ type: TagKindRef, resolve: (tag) => tag.kind }),
  }),
});

export const IndustryCardRef = builder.objectRef<IndustryCard>("IndustryCard").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

const LOADS = {
  userTags: { ids: tagIdsOfUsers, cards: tagCards },
  startupTags: { ids: tagIdsOfStartups, cards: tagCards },
  userIndustries: { ids: industryIdsOfUsers, cards: industryCards },
  startupIndustries: { ids: industryIdsOfStartups, cards: industryCards },
} as const;

/** One owner's cards, batched over the list being resolved (one query per list and kind). */
async function cardsOf<C extends { id: string }>(
  ctx: GraphQLContext,
  what: keyof typeof LOADS,
  ownerId: string,
): Promise<C[]> {
  const load = LOADS[what] as unknown as {
    ids: (c: GraphQLContext, ids: string[]) => Promise<Map<string, string[]>>;
    cards: (c: GraphQLContext, ids: string[]) => Promise<C[]>;
  };
  const found = await batched(ctx, what, ownerId, async (owners) => {
    const links = await load.ids(ctx, owners);
    // The cards come by name: each owner's keep that order.
    const cards = await load.cards(ctx, [...new Set([...links.values()].flat())]);
    return new Map(
      [...links].map(([owner, ids]) => [owner, cards.filter((card) => ids.includes(card.id))] as const),
    );
  });
  return found ?? [];
}

function field<C extends { id: string }>(what: keyof typeof LOADS, key: string) {
  return async (ownerId: string, ctx: GraphQLContext): Promise<C[] | null> =>
    (await holds(ctx, key)) ? cardsOf<C>(ctx, what, ownerId) : null;
}

const userTags = field<TagCard>("userTags", "TAGS:USER:VIEW");
const userIndustries = field<IndustryCard>("userIndustries", "USER:INDUSTRY:VIEW");
const startupTags = field<TagCard>("startupTags", "TAGS:STARTUP:VIEW");
const startupIndustries = field<IndustryCard>("startupIndustries", "STARTUP:INDUSTRY:VIEW");

const TAGS_NOTE = "Null without the VIEW key (docs/tags.md).";

/**
 * Adds `tags` and `industries` to a type another module owns (a user or a startup as it
 * shows them): the owner calls this from its schema file, so that this module needs
 * nothing of the owner's (spec-2 §3 User and Startup: industries, tags).
 */
export function addTagFields<T extends { id: string }>(
  ref: ObjectRef<BuilderTypes, T>,
  owner: "user" | "startup",
) {
  const isUser = owner === "user";
  builder.objectField(ref, "tags", (t) =>
    t.field({
      type: [TagCardRef],
      nullable: true,
      description: `${isUser ? "TAGS:USER:VIEW" : "TAGS:STARTUP:VIEW"}. ${TAGS_NOTE}`,
      resolve: (o, _a, ctx) => (isUser ? userTags : startupTags)(o.id, ctx),
    }),
  );
  builder.objectField(ref, "industries", (t) =>
    t.field({
      type: [IndustryCardRef],
      nullable: true,
      description: `${isUser ? "USER:INDUSTRY:VIEW" : "STARTUP:INDUSTRY:VIEW"}. ${TAGS_NOTE}`,
      resolve: (o, _a, ctx) => (isUser ? userIndustries : startupIndustries)(o.id, ctx),
    }),
  );
}

type Rights = { addTags: boolean; removeTags: boolean; addIndustries: boolean; removeIndustries: boolean };

const StartupTagRightsRef = builder.objectRef<Rights>("StartupTagRights").implement({
  description: "What the viewer may change of a startup's tags and industries.",
  fields: (f) => ({
    addTags: f.exposeBoolean("addTags"),
    removeTags: f.exposeBoolean("removeTags"),
    addIndustries: f.exposeBoolean("addIndustries"),
    removeIndustries: f.exposeBoolean("removeIndustries"),
  }),
});

/** Adds `viewerMayTag` to a startup type (the startup file's header offers the editor by it). */
export function addStartupTagRights<T extends { id: string }>(ref: ObjectRef<BuilderTypes, T>) {
  builder.objectField(ref, "viewerMayTag", (t) =>
    t.field({
      type: StartupTagRightsRef,
      resolve: async (s, _a, ctx): Promise<Rights> => {
        const may = async (key: string) => inScope(await startupScope(ctx, key), s.id);
        const [addTags, removeTags, addIndustries, removeIndustries] = await Promise.all(
          [
            "TAG:STARTUP:ADD",
            "TAG:STARTUP:REMOVE",
            "INDUSTRIES:STARTUP:ADD",
            "INDUSTRIES:STARTUP:REMOVE",
          ].map(may),
        );
        return { addTags, removeTags, addIndustries, removeIndustries } as Rights;
      },
    }),
  );
}

builder.mutationField("setStartupTags", (t) =>
  t.field({
    type: [TagCardRef],
    description:
      "A startup's startup tags, the whole list: adding needs TAG:STARTUP:ADD, removing TAG:STARTUP:REMOVE (ASSIGNED: your startups).",
    authScopes: { anyPermission: ["TAG:STARTUP:ADD", "TAG:STARTUP:REMOVE"] },
    args: { startupId: t.arg.id({ required: true }), tagIds: t.arg.idList({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const id = String(args.startupId);
      await setStartupTags(ctx, id, args.tagIds.map(String));
      return tagCards(ctx, (await tagIdsOfStartups(ctx, [id])).get(id) ?? []);
    },
  }),
);

builder.mutationField("setStartupIndustries", (t) =>
  t.field({
    type: [IndustryCardRef],
    description:
      "A startup's industries, the whole list: adding needs INDUSTRIES:STARTUP:ADD, removing INDUSTRIES:STARTUP:REMOVE.",
    authScopes: { anyPermission: ["INDUSTRIES:STARTUP:ADD", "INDUSTRIES:STARTUP:REMOVE"] },
    args: { startupId: t.arg.id({ required: true }), industryIds: t.arg.idList({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const id = String(args.startupId);
      await setStartupIndustries(ctx, id, args.industryIds.map(String));
      return industryCards(ctx, (await industryIdsOfStartups(ctx, [id])).get(id) ?? []);
    },
  }),
);

builder.mutationField("setUserTags", (t) =>
  t.field({
    type: [TagCardRef],
    description:
      "A user's tags (user, mentor and community tags), the whole list; user management (USER:EDIT).",
    authScopes: { permission: "USER:EDIT" },
    args: { userId: t.arg.id({ required: true }), tagIds: t.arg.idList({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const id = String(args.userId);
      await setUserTags(ctx, id, args.tagIds.map(String));
      return tagCards(ctx, (await tagIdsOfUsers(ctx, [id])).get(id) ?? []);
    },
  }),
);

builder.mutationField("setUserIndustries", (t) =>
  t.field({
    type: [IndustryCardRef],
    description: "A user's industries, the whole list; user management (USER:EDIT).",
    authScopes: { permission: "USER:EDIT" },
    args: { userId: t.arg.id({ required: true }), industryIds: t.arg.idList({ required: true }) },
    resolve: async (_r, args, ctx) => {
      const id = String(args.userId);
      await setUserIndustries(ctx, id, args.industryIds.map(String));
      return industryCards(ctx, (await industryIdsOfUsers(ctx, [id])).get(id) ?? []);
    },
  }),
);
