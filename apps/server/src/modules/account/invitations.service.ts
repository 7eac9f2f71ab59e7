import { emailSchema, passwordProblemCode, personNameSchema, ROLE_TYPES } from "@launchpad/domain";
import { z } from "zod";
import { inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import {
  AuthenticationRequiredError,
  ConflictError,
  NotFoundError,
  ValidationError,
} from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { incubatorOf } from "../incubator/index.ts";
import { requireSeatFor } from "../plan/index.ts";
import { builtInRole, roleById, SYSTEM_ROLE_NOT_GIVEN_MESSAGE } from "../roles/index.ts";
import { checkPassword, createUser, hashPassword, userByEmail } from "../users/index.ts";
import { InvalidTokenError } from "./account.errors.ts";
import {
  findLiveInvitation,
  insertInvitation,
  markInvitationAccepted,
  revokeLiveInvitationsOf,
} from "./invitations.repository.ts";
import { invitationMail, invitationRoleName } from "./mail/invitation.mail.ts";
import { hashToken, newToken } from "./one-time-token.ts";
import { type SignInContext, signedIn } from "./signed-in.service.ts";

/**
 * Invitations: an admin invites an e-mail address with a role; the link (7 days, single
 * use) lets the invitee set a name and a password, which creates their account —
 * e-mail already proven, so validated — and signs them in. Inviting an address that has a
 * live invitation replaces it: the earlier link stops working and the new one is e-mailed.
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

type Ctx = Pick<ServiceContext, "db" | "tenant">;

/** A live invitation with its role and its organisation's name and language, or null. */
async function liveInvitation(ctx: Ctx, tokenHash: string) {
  const invitation = await findLiveInvitation(ctx.db, ctx.tenant, tokenHash);
  const role = invitation ? await roleById(ctx, invitation.roleId) : null;
  const incubator = role ? await incubatorOf(ctx) : null;
  if (!invitation || !role || !incubator) return null;
  return {
    ...invitation,
    roleLabel: role.label,
    roleType: role.type as string,
    roleIsCustom: role.isCustom,
    incubatorName: incubator.name,
    language: incubator.defaultLanguage,
  };
}

/** `origin`: the web app's address, for the link in the e-mail. */
export async function inviteUser(
  ctx: Pick<ServiceContext, "db" | "tenant" | "viewer"> & Pick<Services, "mailer">,
  input: unknown,
  origin: string,
) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  const { email, roleId, roleType } = parseInput(inviteSchema, input);
  if (await userByEmail(ctx, email)) {
    throw new ConflictError(`${email} already has an account in this organisation`);
  }
  const role = roleId ? await roleById(ctx, roleId) : await builtInRole(ctx, roleType ?? "");
  if (!role && roleId) throw new NotFoundError("Role");
  if (!role) throw new ValidationError({ roleType: "Not a role of this organisation" });
  if (role.type === "System") throw new ValidationError({ roleId: SYSTEM_ROLE_NOT_GIVEN_MESSAGE });
  await requireSeatFor(ctx, role.type);
  const { token, hash } = newToken();
  const invitedBy = ctx.viewer.id;
  // Inviting an address again replaces its live invitation (issue 12): the earlier link
  // stops working, one live invitation remains, and the e-mail goes out again.
  const invitation = await inTransaction(ctx.db, async (tx) => {
    const now = new Date();
    await revokeLiveInvitationsOf(tx, ctx.tenant, email, now);
    return insertInvitation(tx, ctx.tenant, {
      email,
      roleId: role.id,
      invitedBy,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
    });
  });
  const details = await liveInvitation(ctx, hash);
  await ctx.mailer.send(
    ctx.db,
    ctx.tenant,
    invitationMail.render(details?.language, email, {
      organisation: details?.incubatorName ?? "Launchpad",
      role: invitationRoleName(details?.language, role),
      link: `${origin}/acceptinvitation?token=${token}`,
    }),
  );
  return { id: invitation.id, email, roleType: role.type, expiresAt: invitation.expiresAt.toISOString() };
}

export async function describeInvitation(ctx: Ctx, token: string) {
  const invitation = await liveInvitation(ctx, hashToken(token));
  if (!invitation) throw new InvalidTokenError(EXPIRED_MESSAGE);
  return {
    email: invitation.email,
    roleLabel: invitation.roleLabel,
    // With the label, the page shows a built-in role in the visitor's language (role-names).
    roleType: invitation.roleType,
    roleIsCustom: invitation.roleIsCustom,
    incubatorName: invitation.incubatorName,
  };
}

const acceptSchema = z.object({
  token: z.string({ message: "token is a required field" }).min(1, { message: "token is a required field" }),
  firstName: personNameSchema("firstName"),
  lastName: personNameSchema("lastName"),
  password: z.string({ message: "password is a required field" }).max(200),
});

/** `userAgent`: named on the session the invitee is signed in with. */
export async function acceptInvitation(ctx: SignInContext, input: unknown, userAgent: string | null) {
  const { token, firstName, lastName, password } = parseInput(acceptSchema, input);
  const invitation = await liveInvitation(ctx, hashToken(token));
  if (!invitation) throw new InvalidTokenError(EXPIRED_MESSAGE);
  const problem = checkPassword(password, invitation.email);
  if (problem)
    throw new ValidationError({ password: { message: problem, ...passwordProblemCode(problem) } }, problem);
  const passwordHash = await hashPassword(password);
  const userId = await inTransaction(ctx.db, async (tx) => {
    const txCtx = { db: tx, tenant: ctx.tenant };
    if (await userByEmail(txCtx, invitation.email)) {
      throw new ConflictError(`${invitation.email} already has an account in this organisation`);
    }
    const id = await createUser(txCtx, {
      email: invitation.email,
      roleId: invitation.roleId,
      passwordHash,
      firstName,
      lastName,
      language: invitation.language,
      status: "active" as const,
      validated: true,
    });
    if (!(await markInvitationAccepted(tx, ctx.tenant, invitation.id, id))) {
      throw new InvalidTokenError(EXPIRED_MESSAGE);
    }
    return id;
  });
  return signedIn(ctx, userId, userAgent);
}
