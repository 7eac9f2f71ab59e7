import { TAG_KINDS, type TagKind } from "@launchpad/domain/tags";
import { builder } from "../../graphql/builder.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { ForbiddenError } from "../../graphql/errors.ts";
import { holds } from "../permissions/index.ts";
import { createIndustry, deleteIndustry, industryList, renameIndustry } from "./industries.service.ts";
import { createTag, deleteTag, type TagView, tagsOfKind, updateTag } from "./tags.service.ts";

/** GraphQL of the setup lists: tags by kind and industries, with use counts (docs/tags.md). */
export const TagKindRef = builder.enumType("TagKind", { values: TAG_KINDS });

const TagRef = builder.objectRef<TagView>("Tag").implement({
  description: "A tag of one of the organisation's lists, with how many records carry it.",
  fields: (t) => ({
    id: t.exposeID("id"),
    kind: t.field({ type: TagKindRef, resolve: (tag) => tag.kind }),
    name: t.exposeString("name"),
    color: t.exposeString("color", { description: "#rrggbb" }),
    useCount: t.exposeInt("useCount", { description: "Users, startups and other records carrying it" }),
  }),
});

const IndustryRef = builder.objectRef<{ id: string; name: string; useCount: number }>("Industry").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    useCount: t.exposeInt("useCount", { description: "Users and startups carrying it" }),
  }),
});

/**
 * Who may read a list of tags besides its editors (TAGS_EDITOR:VIEW): event tags and topics
 * every signed-in user (the events' filters); startup and people tags those who see them on
 * startups and people, assign them or set events' visibility; application tags their viewers.
 */
const READERS: Record<TagKind, string[] | "everyone"> = {
  event: "everyone",
  topic: "everyone",
  startup: ["TAGS:STARTUP:VIEW", "TAG:STARTUP:ADD", "TAG:STARTUP:REMOVE", "EVENT:CREATE", "EVENT:EDIT"],
  user: ["TAGS:USER:VIEW", "USER:EDIT", "EVENT:CREATE", "EVENT:EDIT"],
  mentortag: ["TAGS:USER:VIEW", "USER:EDIT", "EVENT:CREATE", "EVENT:EDIT"],
  community: ["TAGS:USER:VIEW", "USER:EDIT", "EVENT:CREATE", "EVENT:EDIT"],
  application: ["TAGS:APPLICATION:VIEW"],
};

async function mayRead(ctx: GraphQLContext, kind: TagKind) {
  const readers = READERS[kind];
  if (readers === "everyone") return true;
  const keys = ["TAGS_EDITOR:VIEW", ...readers];
  return (await Promise.all(keys.map((key) => holds(ctx, key)))).some(Boolean);
}

builder.queryField("tags", (t) =>
  t.field({
    type: [TagRef],
    description:
      "One list of tags by name. Event tags and topics: every signed-in user; other kinds: TAGS_EDITOR:VIEW or a key that shows or assigns them (docs/tags.md).",
    authScopes: { authenticated: true },
    args: { kind: t.arg({ type: TagKindRef, required: true }) },
    resolve: async (_r, args, ctx) => {
      if (!(await mayRead(ctx, args.kind))) throw new ForbiddenError();
      return tagsOfKind(ctx, args.kind, ctx.tagUses);
    },
  }),
);

const CreateTagInput = builder.inputType("CreateTagInput", {
  fields: (t) => ({
    kind: t.field({ type: TagKindRef, required: true }),
    name: t.string({ required: true }),
    color: t.string({ required: true, description: "#rgb or #rrggbb" }),
  }),
});

const UpdateTagInput = builder.inputType("UpdateTagInput", {
  fields: (t) => ({ name: t.string(), color: t.string({ description: "#rgb or #rrggbb" }) }),
});

builder.mutationField("createTag", (t) =>
  t.field({
    type: TagRef,
    authScopes: { permission: "TAGS_EDITOR:CREATE" },
    args: { input: t.arg({ type: CreateTagInput, required: true }) },
    resolve: (_r, args, ctx) => createTag(ctx, args.input, ctx.tagUses),
  }),
);

builder.mutationField("updateTag", (t) =>
  t.field({
    type: TagRef,
    description: "Renames and/or recolours a tag.",
    authScopes: { permission: "TAGS_EDITOR:EDIT" },
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: UpdateTagInput, required: true }) },
    resolve: (_r, args, ctx) => {
      const input = Object.fromEntries(Object.entries(args.input).filter(([, v]) => v != null));
      return updateTag(ctx, String(args.id), input, ctx.tagUses);
    },
  }),
);

builder.mutationField("deleteTag", (t) =>
  t.field({
    type: "Boolean",
    description: "Deletes a tag and every assignment of it (users, startups, events).",
    authScopes: { permission: "TAGS_EDITOR:EDIT" },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteTag(ctx, String(args.id)),
  }),
);

builder.queryField("industries", (t) =>
  t.field({
    type: [IndustryRef],
    description: "The organisation's industries by name, with use counts.",
    authScopes: { anyPermission: ["INDUSTRIES:VIEW", "INDUSTRIES:STARTUP:ADD", "USER:EDIT"] },
    resolve: (_r, _a, ctx) => industryList(ctx),
  }),
);

builder.mutationField("createIndustry", (t) =>
  t.field({
    type: IndustryRef,
    authScopes: { permission: "INDUSTRIES:CREATE" },
    args: { name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => createIndustry(ctx, { name: args.name }),
  }),
);

builder.mutationField("renameIndustry", (t) =>
  t.field({
    type: IndustryRef,
    authScopes: { permission: "INDUSTRIES:EDIT" },
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_r, args, ctx) => renameIndustry(ctx, String(args.id), { name: args.name }),
  }),
);

builder.mutationField("deleteIndustry", (t) =>
  t.field({
    type: "Boolean",
    description: "Deletes an industry and its assignments to users and startups.",
    authScopes: { permission: "INDUSTRIES:EDIT" },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteIndustry(ctx, String(args.id)),
  }),
);
