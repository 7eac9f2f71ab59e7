import { builder } from "../../graphql/builder.ts";
import { UserCardRef } from "../booking/index.ts";
import { ProgramRef, StartupPersonRef } from "../directory/index.ts";
import { addStartupTagRights, addTagFields } from "../tags/index.ts";
import type { StartupConnection } from "./connections.ts";
import { portfolio, startupConnections, startupFile } from "./portfolio.service.ts";

export const StartupConnectionRef = builder.objectRef<StartupConnection>("StartupConnection").implement({
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

const StartupFileMemberRef = builder.objectRef<File["people"][number]>("StartupFileMember").implement({
  description: "A member (cofounder) of a startup with their role in it.",
  fields: (t) => ({
    id: t.exposeID("id", { description: "The user's id" }),
    user: t.field({ type: UserCardRef, resolve: (m) => m.user }),
    role: t.exposeString("role", { nullable: true, description: "CEO, CTO…: free text" }),
    joinedAt: t.string({ description: "ISO 8601", resolve: (m) => m.joinedAt.toISOString() }),
  }),
});

const StartupFileRightsRef = builder.objectRef<File["viewerRights"]>("StartupFileRights").implement({
  description: "What the viewer may change of the file (docs/startup-file.md).",
  fields: (t) => ({
    mayEditName: t.exposeBoolean("mayEditName", { description: "STARTUP/NAME:EDIT in scope" }),
    mayEditProfile: t.exposeBoolean("mayEditProfile", {
      description: "Logo, website, founding year, description: its members or who may rename it",
    }),
    mayEditMembers: t.exposeBoolean("mayEditMembers", {
      description: "STARTUP/ASSIGNATION_MEMBERS:EDIT in scope",
    }),
    mayEditConnections: t.exposeBoolean("mayEditConnections", {
      description: "The team (Admin, Admin & Coach, Sub-Admin, Staff) with the file in scope",
    }),
  }),
});

export const StartupFileRef = builder.objectRef<File>("StartupFile").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    logo: t.exposeString("logo", { nullable: true }),
    website: t.exposeString("website", { nullable: true }),
    foundingYear: t.exposeInt("foundingYear", { nullable: true }),
    description: t.exposeString("description", { nullable: true }),
    createdAt: t.string({ description: "ISO 8601", resolve: (s) => s.createdAt.toISOString() }),
    members: t.field({ type: [StartupPersonRef], resolve: (s) => s.members }),
    people: t.field({
      type: [StartupFileMemberRef],
      description: "Its members with their roles, by the date they joined",
      resolve: (s) => s.people,
    }),
    programs: t.field({ type: [ProgramRef], resolve: (s) => s.programs }),
    viewerIsMember: t.exposeBoolean("viewerIsMember"),
    viewerRights: t.field({ type: StartupFileRightsRef, resolve: (s) => s.viewerRights }),
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
