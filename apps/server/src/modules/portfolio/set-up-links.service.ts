import { NotFoundError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { inScope, startupScope } from "../permissions/index.ts";
import { industryIdsOfStartups } from "../tags/index.ts";
import { startupFile } from "./portfolio.service.ts";

/**
 * spec-2 §7 setUpForStartupLinks(startupId): the set-up checklist of a startup's file (issue
 * 18, docs/startup-file.md). Each step says whether it is done and where it is done (the
 * company tab). The file's members see it; the steps are what makes the file useful to the
 * team: a logo, a website, a founding year, a description, its industries and a second
 * cofounder. Only the steps the viewer could do are listed (an industry needs
 * INDUSTRIES:STARTUP:ADD, a cofounder STARTUP/ASSIGNATION_MEMBERS:EDIT).
 */
export const SET_UP_STEPS = [
  "logo",
  "website",
  "foundingYear",
  "description",
  "industries",
  "cofounder",
] as const;
export type SetUpStep = (typeof SET_UP_STEPS)[number];

export type SetUpLink = { key: SetUpStep; done: boolean; path: string };

export async function setUpForStartupLinks(ctx: ServiceContext, startupId: string): Promise<SetUpLink[]> {
  const file = await startupFile(ctx, startupId);
  if (!file) throw new NotFoundError("Startup");
  const [industryIds, industryScope] = await Promise.all([
    industryIdsOfStartups(ctx, [file.id]),
    startupScope(ctx, "INDUSTRIES:STARTUP:ADD"),
  ]);
  const industries = industryIds.get(file.id) ?? [];
  const path = `/startup/${file.id}/file/company`;
  const rights = file.viewerRights;
  const steps: [SetUpStep, boolean, boolean][] = [
    ["logo", file.logo != null, rights.mayEditProfile],
    ["website", file.website != null, rights.mayEditProfile],
    ["foundingYear", file.foundingYear != null, rights.mayEditProfile],
    ["description", file.description != null, rights.mayEditProfile],
    ["industries", industries.length > 0, inScope(industryScope, file.id)],
    ["cofounder", file.people.length > 1, rights.mayEditMembers],
  ];
  return steps.filter(([, , may]) => may).map(([key, done]) => ({ key, done, path: `${path}#${key}` }));
}
