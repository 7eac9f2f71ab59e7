import { builder } from "../../graphql/builder.ts";
import { addTagFields } from "../tags/index.ts";
import { community, programs, startups } from "./directory.service.ts";

/** A programme of the organisation (the `programs` list; a user's or a startup's programmes). */
export const ProgramRef = builder.objectRef<{ id: string; name: string }>("Program").implement({
  fields: (t) => ({ id: t.exposeID("id"), name: t.exposeString("name") }),
});

type Person = {
  id: string;
  fullName: string;
  roleType: string;
  roleLabel: string;
  headline: string | null;
  avatar: string | null;
};

const PersonSummaryRef = builder.objectRef<Person>("PersonSummary").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    fullName: t.exposeString("fullName"),
    roleType: t.exposeString("roleType"),
    roleLabel: t.exposeString("roleLabel"),
    headline: t.exposeString("headline", { nullable: true }),
    avatar: t.exposeString("avatar", { nullable: true }),
  }),
});

/** A person of a startup (a cofounder), by name. */
export const StartupPersonRef = builder
  .objectRef<{ id: string; fullName: string }>("StartupPerson")
  .implement({
    fields: (t) => ({ id: t.exposeID("id"), fullName: t.exposeString("fullName") }),
  });

const StartupListItemRef = builder
  .objectRef<{
    id: string;
    name: string;
    website: string | null;
    people: { id: string; fullName: string }[];
  }>("StartupListItem")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      name: t.exposeString("name"),
      website: t.exposeString("website", { nullable: true }),
      people: t.field({ type: [StartupPersonRef], resolve: (s) => s.people }),
    }),
  });

// Tags and industries of people and startups (spec-2 §3 User, Startup), from the tags module.
addTagFields(PersonSummaryRef, "user");
addTagFields(StartupListItemRef, "startup");

const CommunityPageRef = builder.objectRef<{ total: number; items: Person[] }>("CommunityPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    items: t.field({ type: [PersonSummaryRef], resolve: (p) => p.items }),
  }),
});

builder.queryField("programs", (t) =>
  t.field({
    type: [ProgramRef],
    description: "The organisation's programmes.",
    authScopes: { authenticated: true },
    resolve: (_r, _a, ctx) => programs(ctx),
  }),
);

builder.queryField("startups", (t) =>
  t.field({
    type: [StartupListItemRef],
    description: "The startups the viewer's role may see (startupAccess visibility), by name.",
    authScopes: { authenticated: true },
    args: { search: t.arg.string() },
    resolve: (_r, args, ctx) => startups(ctx, args.search),
  }),
);

builder.queryField("community", (t) =>
  t.field({
    type: CommunityPageRef,
    description: "The active people the viewer's role may see (userAccess visibility), by name.",
    authScopes: { authenticated: true },
    args: {
      search: t.arg.string(),
      offset: t.arg.int({ defaultValue: 0 }),
      limit: t.arg.int({ defaultValue: 25 }),
    },
    resolve: (_r, args, ctx) =>
      community(ctx, args.search, { offset: args.offset ?? 0, limit: args.limit ?? 25 }),
  }),
);
