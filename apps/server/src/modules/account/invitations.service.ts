import { emailSchema, personNameSchema, ROLE_TYPES } from "@launchpad/domain";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";
import { owned } from "../../db/tenant-scope.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import {
  AuthenticationRequiredError,
  ConflictError,
  InvalidTokenError,
  NotFoundError,
  ValidationError,
} from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { signedIn } from "../auth/auth.service.ts";
import { hashPassword } from "../auth/password.ts";
import { checkPassword } from "../auth/password-policy.ts";
import { requireSeatFor } from "../plan/plan.service.ts";
import { findRole } from "../roles/roles.repository.ts";
import { findUserByEmail } from "../users/users.repository.ts";
import {
  findLiveInvitation,
  findRoleByType,
  insertInvitation,
  markInvitationAccepted,
} from "./invitations.repository.ts";
import { invitationMail } from "./mail/invitation.mail.ts";
import { hashToken, newToken } from "./one-time-token.ts";

/**
 * Invitations: an admin invites an e-mail address with a role; the link (7 days, single
 * use) lets the invitee set a name and a password, which creates their account —
 * e-mail already proven, so validated — and signs them in.
 */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const EXPIRED_MESSAGE = "This invitation has expired or has already been used.";

const inviteSchema = z
  .object({
    email: emailSchema(),
    roleId: z.string().nullish(),
    roleType: z
      .enum(ROLE_TYPES.filter((t) => t !== "System") as [string, ...string[]], {
        message: "roleType is not a role that can be invited",
      })
      .nullish(),
  })
  .refine((i) => i.roleId || i.roleType, { message: "Choose a role", path: ["roleId"] });

export async function inviteUser(ctx: GraphQLContext, input: unknown) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const { email, roleId, roleType } = parseInput(inviteSchema, input);
  if (await findUserByEmail(ctx.db, ctx.tenant, email)) {
    throw new ConflictError(`${email} already has an account in this organisation`);
  }
  const role = roleId
    ? await findRole(ctx.db, ctx.tenant, roleId)
    : await findRoleByType(ctx.db, ctx.tenant, roleType ?? "");
  if (!role && roleId) throw new NotFoundError("Role");
  if (!role) throw new ValidationError({ roleType: "Not a role of this organisation" });
  if (role.type === "System")
    throw new ValidationError({ roleId: "The System role cannot be given to a person" });
  await requireSeatFor(ctx, role.type);
  const { token, hash } = newToken();
  const invitation = await insertInvitation(ctx.db, ctx.tenant, {
    email,
    roleId: role.id,
    invitedBy: ctx.viewer.id,
    tokenHash: hash,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  const details = await findLiveInvitation(ctx.db, ctx.tenant, hash);
  await ctx.mailer.send(
    ctx.db,
    ctx.tenant,
    invitationMail.render(details?.language, email, {
      organisation: details?.incubatorName ?? "Launchpad",
      role: role.label,
      link: `${ctx.request.origin}/acceptinvitation?token=${token}`,
    }),
  );
  return { id: invitation.id, email, roleType: role.type, expiresAt: invitation.expiresAt.toISOString() };
}

export async function describeInvitation(ctx: GraphQLContext, token: string) {
  const invitation = await findLiveInvitation(ctx.db, ctx.tenant, hashToken(token));
  if (!invitation) throw new InvalidTokenError(EXPIRED_MESSAGE);
  return {
    email: invitation.email,
    roleLabel: invitation.roleLabel,
    incubatorName: invitation.incubatorName,
  };
}

const acceptSchema = z.object({
  token: z.string({ message: "token is a required field" }).min(1, { message: "token is a required field" }),
  firstName: personNameSchema("firstName"),
  lastName: personNameSchema("lastName"),
  password: z.string({ message: "password is a required field" }).max(200),
});

export async function acceptInvitation(ctx: GraphQLContext, input: unknown) {
  const { token, firstName, lastName, password } = parseInput(acceptSchema, input);
  const invitation = await findLiveInvitation(ctx.db, ctx.tenant, hashToken(token));
  if (!invitation) throw new InvalidTokenError(EXPIRED_MESSAGE);
  const problem = checkPassword(password, invitation.email);
  if (problem) throw new ValidationError({ password: problem }, problem);
  const passwordHash = await hashPassword(password);
  const userId = await ctx.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    if (await findUserByEmail(tx, ctx.tenant, invitation.email)) {
      throw new ConflictError(`${invitation.email} already has an account in this organisation`);
    }
    const [user] = await tx
      .insert(users)
      .values(
        owned(ctx.tenant, {
          email: invitation.email,
          roleId: invitation.roleId,
          passwordHash,
          firstName,
          lastName,
          language: invitation.language,
          status: "active" as const,
          validated: true,
        }),
      )
      .returning({ id: users.id });
    if (!user || !(await markInvitationAccepted(tx, ctx.tenant, invitation.id, user.id))) {
      throw new InvalidTokenError(EXPIRED_MESSAGE);
    }
    return user.id;
  });
  return signedIn(ctx, userId);
}
