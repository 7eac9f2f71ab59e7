import { builder } from "../../graphql/builder.ts";
import { ProgramRef, StartupPersonRef } from "../directory/index.ts";
import { addTagFields } from "../tags/index.ts";
import { type AdminStartupItem, adminStartups } from "./admin-startups.service.ts";
import { deleteStartup } from "./delete-startup.service.ts";
import { type PickablePerson, pickablePeople } from "./people.service.ts";
import { ADMINISTRATION_ROLES } from "./startup-admin.access.ts";

/** The startups administration in GraphQL (docs/admin-startups.md, decision 058). */
const AdminStartupRef = builder.objectRef<AdminStartupItem>("AdminStartup").implement({
  description: "A startup as the administration lists it",
  fields: (t) => ({
    id: t.exposeID("id"),
    name: t.exposeString("name"),
    logo: t.exposeString("logo", { nullable: true }),
    website: t.exposeString("website", { nullable: true }),
    foundingYear: t.exposeInt("foundingYear", { nullable: true }),
    createdAt: t.exposeString("createdAt", { description: "ISO 8601" }),
    memberCount: t.exposeInt("memberCount"),
    connectionCount: t.exposeInt("connectionCount", { description: "Supporters assigned to it" }),
    members: t.field({ type: [StartupPersonRef], resolve: (s) => s.members }),
    programs: t.field({ type: [ProgramRef], resolve: (s) => s.programs }),
  }),
});

// Tags and industries (TAGS:STARTUP:VIEW, STARTUP:INDUSTRY:VIEW), from the tags module.
addTagFields(AdminStartupRef, "startup");

type Page = Awaited<ReturnType<typeof adminStartups>>;

const AdminStartupsPageRef = builder.objectRef<Page>("AdminStartupsPage").implement({
  fields: (t) => ({
    total: t.exposeInt("total"),
    page: t.exposeInt("page"),
    pageSize: t.exposeInt("pageSize"),
    items: t.field({ type: [AdminStartupRef], resolve: (p) => p.items }),
  }),
});

const FilterRef = builder.inputType("AdminStartupsFilter", {
  fields: (t) => ({
    search: t.string({ description: "Part of the name, case-insensitive" }),
    programIds: t.idList({ description: "In any of these programmes" }),
    tagIds: t.idList({ description: "Carrying any of these tags" }),
    industryIds: t.idList({ description: "In any of these industries" }),
  }),
});

const PeopleGroupRef = builder.enumType("StartupAdminPeopleGroup", {
  description: "SUPPORTERS: coaches, mentors, experts and the team; COFOUNDERS: cofounders",
  values: ["SUPPORTERS", "COFOUNDERS"] as const,
});

const PickablePersonRef = builder.objectRef<PickablePerson>("StartupAdminPerson").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    fullName: t.exposeString("fullName"),
    email: t.exposeString("email"),
    roleName: t.exposeString("roleName"),
  }),
});

builder.queryField("adminStartups", (t) =>
  t.field({
    type: AdminStartupsPageRef,
    description:
      "The startups administration: the startups in the viewer's STARTUP_FILE:VIEW scope, by name, filtered and paged (administration roles).",
    authScopes: { roles: ADMINISTRATION_ROLES },
    args: {
      filter: t.arg({ type: FilterRef }),
      page: t.arg.int({ defaultValue: 1 }),
      pageSize: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_r, args, ctx) => adminStartups(ctx, args),
  }),
);

builder.queryField("startupAdminPeople", (t) =>
  t.field({
    type: [PickablePersonRef],
    description:
      "Active people to pick in the startups administration: supporters to assign, cofounders for a new startup (administration roles).",
    authScopes: { roles: ADMINISTRATION_ROLES },
    args: {
      group: t.arg({ type: PeopleGroupRef, required: true }),
      search: t.arg.string(),
      limit: t.arg.int({ defaultValue: 20 }),
    },
    resolve: (_r, args, ctx) => pickablePeople(ctx, args),
  }),
);

builder.mutationField("deleteStartup", (t) =>
  t.field({
    type: "ID",
    description:
      "Deletes a startup with its file (STARTUP:DELETE in scope); its applications, meetings and tasks stay without it. Returns its id.",
    authScopes: { permission: "STARTUP:DELETE" },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_r, args, ctx) => deleteStartup(ctx, String(args.id)),
  }),
);
