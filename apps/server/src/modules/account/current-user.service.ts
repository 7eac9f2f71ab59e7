import { type ProfileUpdate, profileUpdateSchema, timezoneSchema } from "@launchpad/domain";
import { z } from "zod";
import { AuthenticationRequiredError, ForbiddenError, NotFoundError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { roleById } from "../roles/index.ts";
import { type AccountRow, accountById, updateProfile, userById } from "../users/index.ts";
import { roleLabel, startupsPart } from "./current-user.parts.ts";

export type CurrentUser = NonNullable<Awaited<ReturnType<typeof currentUserById>>>;
/**
 * What `currentUser` hands its fields: the whole view (sign-in answers, updateUser) or the
 * viewer's id alone, whose fields then read only the parts they need (current-user.parts.ts).
 */
export type CurrentUserSource = CurrentUser | { id: string };
type Ctx = Pick<ServiceContext, "db" | "tenant">;

/**
 * The signed-in user's view of themselves (currentUser, sign-in answers, PUT /user): the
 * user, their role (labelled 'Founder' for a cofounder alone in their startups) and their
 * startups. It joins three owners (users, roles, startups), so it lives above them.
 */
export async function currentUserById(ctx: Ctx, id: string) {
  const user = await accountById(ctx, id);
  const role = user ? await roleById(ctx, user.roleId) : null;
  if (!user || !role) return null;
  const [startups, label] = await Promise.all([startupsPart(ctx, id), roleLabel(ctx, role, id)]);
  return {
    ...profileOf(user),
    role: { ...role, label },
    startups: startups.map(({ id, name }) => ({ id, name })),
  };
}

/** The user's own scalar fields. */
export function profileOf(user: AccountRow) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    timezone: user.timezone,
    language: user.language,
    status: user.status,
    validated: user.validated,
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

/**
 * `currentUser` in GraphQL: the viewer's id, which their live session vouches for; each
 * selected field reads what it needs (a user who is gone has had their sessions ended).
 */
export function currentUserSource(ctx: Pick<ServiceContext, "viewer">): CurrentUserSource {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  return { id: ctx.viewer.id };
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
    const exists = await userById(ctx, id);
    if (!exists) throw new NotFoundError("User");
    throw new ForbiddenError("You can only change your own time zone");
  }
  await updateProfile(ctx, id, patch);
  return currentUser(ctx);
}
