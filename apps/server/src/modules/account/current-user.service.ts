import { displayRoleLabel, type ProfileUpdate, profileUpdateSchema, timezoneSchema } from "@launchpad/domain";
import { z } from "zod";
import { AuthenticationRequiredError, ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { roleById } from "../roles/index.ts";
import { aloneInTheirStartups, relationsOfUsers, startupsOfMember } from "../startups/index.ts";
import { updateProfile, userById } from "../users/index.ts";

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUserById>>>;
type Ctx = Pick<ServiceContext, "db" | "tenant">;

/**
 * The signed-in user's view of themselves (currentUser, sign-in answers, PUT /user): the
 * user, their role (labelled 'Founder' for a cofounder alone in their startups) and their
 * startups. It joins three owners (users, roles, startups), so it lives above them.
 */

/** The current-user view: the user, their role and their startups. */
async function findCurrentUser(ctx: Ctx, id: string) {
  const user = await userById(ctx, id);
  const role = user ? await roleById(ctx, user.roleId) : null;
  if (!user || !role) return null;
  return { ...user, role, startups: await startupsOfMember(ctx, id) };
}

export async function currentUserById(ctx: Ctx, id: string) {
  const row = await findCurrentUser(ctx, id);
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

/**
 * The user as REST answers give it (sign-in, invitation, single sign-on, PUT /user): the
 * fields docs/auth-api.md documents and nothing more — not the role's permissions nor its
 * visibility settings, which the app reads through GraphQL (currentUser, currentUserPermissions).
 */
export function restUser(user: CurrentUser) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: user.fullName,
    timezone: user.timezone,
    language: user.language,
    status: user.status,
    validated: user.validated,
    role: { id: user.role.id, type: user.role.type, label: user.role.label },
    startups: user.startups.map((startup) => ({ id: startup.id, name: startup.name })),
  };
}

/** A sign-in answer ({token, user, …}) with the user as REST gives it. */
export function restSignedIn<T extends { user: CurrentUser }>(
  answer: T,
): Omit<T, "user"> & { user: ReturnType<typeof restUser> } {
  return { ...answer, user: restUser(answer.user) };
}

export async function currentUser(ctx: Ctx & Pick<ServiceContext, "viewer">): Promise<CurrentUser> {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const user = await currentUserById(ctx, ctx.viewer.id);
  if (!user) throw new AuthenticationRequiredError();
  return user;
}

/** PUT /user: the signed-in user changes their own profile. */
export async function updateOwnProfile(ctx: Ctx & Pick<ServiceContext, "viewer">, input: unknown) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const patch: ProfileUpdate = parseInput(profileUpdateSchema, input);
  await updateProfile(ctx, ctx.viewer.id, patch);
  return currentUser(ctx);
}

const updateUserSchema = z.object({ timezone: timezoneSchema }).strict();

/**
 * updateUser(id, input {timezone}): a user updates their own time zone (the client does
 * so when the browser's zone differs). Editing other users comes with user management.
 */
export async function updateUser(ctx: Ctx & Pick<ServiceContext, "viewer">, id: string, input: unknown) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const patch = parseInput(updateUserSchema, input);
  if (id !== ctx.viewer.id) {
    const exists = await findCurrentUser(ctx, id);
    if (!exists) throw new NotFoundError("User");
    throw new ForbiddenError("You can only change your own time zone");
  }
  await updateProfile(ctx, id, patch);
  return currentUser(ctx);
}
