import { builder } from "../../graphql/builder.ts";
import { UserCardRef } from "../booking/index.ts";
import { ProgramRef, StartupPersonRef } from "../directory/index.ts";
import { addStartupTagRights, addTagFields } from "../tags/index.ts";
import type { StartupConnection } from "./connections.ts";
import { portfolio, startupConnections, startupFile } from "./portfolio.service.ts";

const StartupConnectionRef = builder.objectRef<StartupConnection>("StartupConnection").implement({
  description: "A startup's assigned user and the hours balance between them (spec-2 Connection).",
  fields: (t) => ({
    id: t.exposeID("id"),
    startupId: t.exposeID("startupId"),
    assignedUser: t.field({ type: UserCardRef, resolve: (c) => c.assignedUser }),
    minutesAllocated: t.exposeInt("minutesAllocated"),
    minutesUsed: t.exposeInt("minutesUsed", { description: "Meetings already over" }),
    minutesPending: t.exposeInt("minutesPending", { description: "Booked meetings still to come" }),
    minutesRemaining: t.exposeInt("minutesRemaining"),
    hourAllocationRequired: t.exposeBoolean("hourAllocationRequired"),
    takesBookings: t.exposeBoolean("takesBookings"),
    availableDurationsInMins: t.exposeIntList("availableDurationsInMins"),
  }),
});

type PortfolioItem = Awaited<ReturnType<typeof portfolio>>["items"][number];

const PortfolioStartupRef = builder.objectRef<PortfolioItem>("PortfolioStartup").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    logo: t.exposeString("logo", { nullable: true }),
    website: t.exposeString("website", { nullable: true }),
    members: t.field({ type: [StartupPersonRef], resolve: (s) => s.members }),
    programs: t.field({ type: [ProgramRef], resolve: (s) => s.programs }),
    connections: t.field({ type: [StartupConnectionRef], resolve: (s) => s.connections }),
  }),
});

// Tags and industries (TAGS:STARTUP:VIEW, STARTUP:INDUSTRY:VIEW), from the tags module.
addTagFields(PortfolioStartupRef, "startup");

const PortfolioPageRef = builder
  .objectRef<{ total: number; items: PortfolioItem[] }>("PortfolioPage")
  .implement({
    fields: (t) => ({
      total: t.exposeInt("total"),
      items: t.field({ type: [PortfolioStartupRef], resolve: (p) => p.items }),
    }),
  });

type File = NonNullable<Awaited<ReturnType<typeof startupFile>>>;

const StartupFileRef = builder.objectRef<File>("StartupFile").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    logo: t.exposeString("logo", { nullable: true }),
    website: t.exposeString("website", { nullable: true }),
    members: t.field({ type: [StartupPersonRef], resolve: (s) => s.members }),
    viewerIsMember: t.exposeBoolean("viewerIsMember"),
  }),
});

addTagFields(StartupFileRef, "startup");
addStartupTagRights(StartupFileRef);

builder.queryField("portfolio", (t) =>
  t.field({
    type: PortfolioPageRef,
    description:
      "The startup portfolio: the startups in the viewer's STARTUP_FILE:VIEW scope (ALL, or their own and assigned), by name.",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: {
      search: t.arg.string(),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_r, args, ctx) => portfolio(ctx, args),
  }),
);

builder.queryField("startupFile", (t) =>
  t.field({
    type: StartupFileRef,
    nullable: true,
    description:
      "A startup's file header (STARTUP_FILE:VIEW in scope); without id, the viewer's own first startup. Null when not found.",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: { id: t.arg.id() },
    resolve: (_r, args, ctx) => startupFile(ctx, args.id == null ? null : String(args.id)),
  }),
);

builder.queryField("startupConnections", (t) =>
  t.field({
    type: [StartupConnectionRef],
    description: "A startup's connections and the hours balance with each (STARTUP_FILE:VIEW in scope).",
    authScopes: { permission: "STARTUP_FILE:VIEW" },
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => startupConnections(ctx, String(args.startupId)),
  }),
);
