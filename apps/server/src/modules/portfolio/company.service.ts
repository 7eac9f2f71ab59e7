import { FOUNDING_YEAR_MIN, foundingYearMax, STARTUP_DESCRIPTION_MAX } from "@launchpad/domain/startups";
import { z } from "zod";
import { ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { attachmentUrl, claimAttachments, removeAttachmentsFor } from "../attachments/index.ts";
import { type CompanyChanges, updateStartupCompany } from "../startups/index.ts";
import { nameSchema } from "./create-startup.service.ts";
import { fileRights } from "./file-rights.ts";
import { STARTUP_LOGO } from "./logo-reference.ts";
import { requireVisibleStartup, startupFile } from "./portfolio.service.ts";

/**
 * Changing a startup's company profile (issue 18, spec-2 §3 and §5): the name needs
 * STARTUP/NAME:EDIT in scope; the logo, website, founding year (1950 to this year, by the
 * server's clock) and description need the profile right (file-rights.ts). A field left out
 * is kept; an empty one is cleared (the name cannot be).
 */
type Ctx = ServiceContext;

const clearable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === "" ? null : v), schema.nullish());

const website = z
  .string()
  .trim()
  .max(2000, "At most 2000 characters")
  .transform((v) => (/^https?:\/\//i.test(v) ? v : `https://${v}`))
  .refine((v) => /^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i.test(v), {
    message: "Enter a web address, such as https://example.com",
    params: { code: "INVALID_URL" },
  });

function updateSchema(now: Date) {
  const max = foundingYearMax(now);
  return z.object({
    name: nameSchema.optional(),
    website: clearable(website),
    foundingYear: clearable(
      z
        .number({ message: `Enter a year from ${FOUNDING_YEAR_MIN} to ${max}` })
        .int(`Enter a year from ${FOUNDING_YEAR_MIN} to ${max}`)
        .min(FOUNDING_YEAR_MIN, `Enter a year from ${FOUNDING_YEAR_MIN} to ${max}`)
        .max(max, `Enter a year from ${FOUNDING_YEAR_MIN} to ${max}`),
    ),
    description: clearable(
      z.string().trim().max(STARTUP_DESCRIPTION_MAX, `At most ${STARTUP_DESCRIPTION_MAX} characters`),
    ),
    logoId: z.string().nullish(),
  });
}

export async function updateStartup(ctx: Ctx, id: string, input: unknown) {
  const startup = await requireVisibleStartup(ctx, id);
  const i = parseInput(updateSchema(ctx.clock.now()), input);
  const file = await startupFile(ctx, startup.id);
  if (!file) throw new NotFoundError("Startup");
  const rights = await fileRights(ctx, startup.id, file.viewerIsMember);
  const changes: CompanyChanges = {};
  if (i.name !== undefined) {
    if (!rights.mayEditName) throw new ForbiddenError("You may not rename this startup");
    changes.name = i.name;
  }
  const profile = { website: i.website, foundingYear: i.foundingYear, description: i.description };
  const touchesProfile = Object.values(profile).some((v) => v !== undefined) || i.logoId !== undefined;
  if (touchesProfile && !rights.mayEditProfile)
    throw new ForbiddenError("You may not change this startup's profile");
  for (const [key, value] of Object.entries(profile))
    if (value !== undefined) Object.assign(changes, { [key]: value });
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    if (i.logoId) {
      await claimAttachments(tx, [i.logoId], { type: STARTUP_LOGO, id: startup.id });
      changes.logo = attachmentUrl(i.logoId, "avatar");
    } else if (i.logoId === null) {
      await removeAttachmentsFor(tx, STARTUP_LOGO, startup.id);
      changes.logo = null;
    }
    await updateStartupCompany(tx, startup.id, changes);
  });
  return startupFile(ctx, startup.id);
}
