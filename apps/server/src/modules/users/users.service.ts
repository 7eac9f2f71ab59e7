import { displayRoleLabel, type ProfileUpdate, profileUpdateSchema, timezoneSchema } from "@launchpad/domain";
import { z } from "zod";
import type { GraphQLContext } from "../../graphql/context.ts";
import { AuthenticationRequiredError, ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { aloneInTheirStartups, relationsOfUsers } from "../startups/index.ts";
import { findCurrentUser, updateUserProfile } from "./users.repository.ts";

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUserById>>>;
type Ctx = Pick<GraphQLContext, "db" | "tenant">;

export async function currentUserById(ctx: Ctx, id: string) {
  const row = await findCurrentUser(ctx.db, ctx.tenant, id);
  if (!row) return null;
  const relations = await relationsOfUsers(ctx, [row.id]);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    timezone: row.timezone,
    language: row.language,
    status: row.status,
    validated: row.validated,
    role: { ...row.role, label: displayRoleLabel(row.role, aloneInTheirStartups(relations, row.id)) },
    startups: row.startups,
  };
}

export async function currentUser(ctx: Ctx & Pick<GraphQLContext, "viewer">): Promise<CurrentUser> {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const user = await currentUserById(ctx, ctx.viewer.id);
  if (!user) throw new AuthenticationRequiredError();
  return user;
}

/** PUT /user: the signed-in user changes their own profile. */
export async function updateOwnProfile(ctx: Ctx & Pick<GraphQLContext, "viewer">, input: unknown) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const patch: ProfileUpdate = parseInput(profileUpdateSchema, input);
  await updateUserProfile(ctx.db, ctx.tenant, ctx.viewer.id, patch);
  return currentUser(ctx);
}

const updateUserSchema = z.object({ timezone: timezoneSchema }).strict();

/**
 * updateUser(id, input {timezone}): a user updates their own time zone (the client does
 * so when the browser's zone differs). Editing other users comes with user management.
 */
export async function updateUser(ctx: Ctx & Pick<GraphQLContext, "viewer">, id: string, input: unknown) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const patch = parseInput(updateUserSchema, input);
  if (id !== ctx.viewer.id) {
    const exists = await findCurrentUser(ctx.db, ctx.tenant, id);
    if (!exists) throw new NotFoundError("User");
    throw new ForbiddenError("You can only change your own time zone");
  }
  await updateUserProfile(ctx.db, ctx.tenant, id, patch);
  return currentUser(ctx);
}
