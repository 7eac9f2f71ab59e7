import type { RoleType } from "@launchpad/domain";
import { STARTUP_LIMIT_MESSAGE, STARTUP_NAME_MAX } from "@launchpad/domain/startups";
import { z } from "zod";
import { ConflictError, ForbiddenError, LimitReachedError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { planOf } from "../incubator/index.ts";
import { requireAccess } from "../permissions/index.ts";
import {
  createStartupWithLimit,
  existingProgramIds,
  ownStartupId,
  StartupLimitError,
  startupCount,
} from "../startups/index.ts";
import { requireCofounders, TEAM_CREATORS } from "./people-checks.ts";
import { startupFile } from "./portfolio.service.ts";
import { fieldError } from "./portfolio-input.ts";

/**
 * Creating a startup (spec-1 §5 and §7, issue 18, decision 054): a cofounder without a
 * startup creates one with themselves as its member; the team (Admin, Admin & Coach,
 * Sub-Admin, Staff) creates one for cofounders of the organisation, in programmes. The
 * plan's startup limit holds under concurrent creations: 0 is unlimited, otherwise the count
 * stays at or under max; the refusal is spec-1 §5's message.
 */
type Ctx = ServiceContext;

export const STARTUP_CREATORS: readonly RoleType[] = ["Cofounder", ...TEAM_CREATORS];

export const nameSchema = z
  .string({ message: "Enter the startup's name" })
  .trim()
  .min(1, "Enter the startup's name")
  .max(STARTUP_NAME_MAX, `At most ${STARTUP_NAME_MAX} characters`);

const createSchema = z.object({
  name: nameSchema,
  memberIds: z.array(z.string()).max(50, "At most 50 members at once").nullish(),
  programIds: z.array(z.string()).max(50, "At most 50 programmes at once").nullish(),
});

export async function createStartup(ctx: Ctx, input: unknown) {
  const access = await requireAccess(ctx);
  const i = parseInput(createSchema, input);
  const team = TEAM_CREATORS.includes(access.roleType);
  if (!team && access.roleType !== "Cofounder") throw new ForbiddenError();
  let memberIds: string[] = [access.userId];
  let programIds: string[] = [];
  if (team) {
    memberIds = [...new Set(i.memberIds ?? [])];
    await requireCofounders(ctx, "memberIds", memberIds);
    programIds = [...new Set(i.programIds ?? [])];
    const known = await existingProgramIds(ctx, programIds);
    if (known.length !== programIds.length) throw new NotFoundError("Program");
  } else if ((i.memberIds?.length ?? 0) > 0 || (i.programIds?.length ?? 0) > 0) {
    throw fieldError("memberIds", "Only the team chooses a new startup's members and programmes");
  }
  const plan = await planOf(ctx);
  const row = await createStartupWithLimit(
    ctx,
    { name: i.name, createdBy: access.userId, programIds },
    memberIds,
    plan.limits.startup,
    {
      whenLocked: async (locked) => {
        if (!team && (await ownStartupId(locked, access.userId)))
          throw new ConflictError("You already have a startup: open it from the menu.");
      },
    },
  ).catch((error: unknown) => {
    if (error instanceof StartupLimitError)
      throw new LimitReachedError(STARTUP_LIMIT_MESSAGE, {
        limit: "startup",
        max: error.max,
        current: error.current,
      });
    throw error;
  });
  const file = await startupFile(ctx, row.id);
  if (!file) throw new NotFoundError("Startup");
  return file;
}

/** spec-1 §7 "limits for startups (max, current)": the plan's max (0 = unlimited) and the count. */
export async function startupLimits(ctx: Ctx) {
  const [plan, current] = await Promise.all([planOf(ctx), startupCount(ctx)]);
  return { max: plan.limits.startup, current };
}
