import { emailSchema } from "@launchpad/domain";
import { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { InvalidTokenError, ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import { hashPassword } from "../auth/password.ts";
import { checkPassword } from "../auth/password-policy.ts";
import { findIncubator } from "../incubator/incubator.repository.ts";
import { BLOCKED_USER_STATUSES, endSessions, liveSessionIdsOfUser } from "../sessions/sessions.repository.ts";
import { announceEnded } from "../sessions/sessions.service.ts";
import { findUserByEmail, findUserById, setUserPassword } from "../users/users.repository.ts";
import { passwordResetMail } from "./mail/password-reset.mail.ts";
import { HOUR_MS, hashToken, newToken } from "./one-time-token.ts";
import { consumeUserToken, insertUserToken, revokeUserTokens } from "./user-tokens.repository.ts";

/**
 * Password reset: the request always succeeds (nothing tells whether the address has an
 * account); a known, active user gets a single-use link valid for one hour. Using it sets
 * the new password — which must pass the password rules — and ends all the user's sessions.
 */
export async function requestPasswordReset(ctx: GraphQLContext, input: unknown) {
  const { email } = parseInput(z.object({ email: emailSchema() }), input);
  const user = await findUserByEmail(ctx.db, ctx.tenant, email);
  if (!user || (BLOCKED_USER_STATUSES as readonly string[]).includes(user.status)) return;
  const { token, hash } = newToken();
  await ctx.db.transaction(async (tx) => {
    await revokeUserTokens(tx as unknown as Db, ctx.tenant, user.id, "password_reset");
    await insertUserToken(tx as unknown as Db, ctx.tenant, {
      userId: user.id,
      kind: "password_reset",
      tokenHash: hash,
      expiresAt: new Date(Date.now() + HOUR_MS),
    });
  });
  const incubator = await findIncubator(ctx.db, ctx.tenant);
  const link = `${ctx.request.origin}/reset/${token}`;
  await ctx.mailer.send(
    ctx.db,
    ctx.tenant,
    passwordResetMail.render(user.language, user.email, {
      organisation: incubator?.name ?? "Launchpad",
      name: user.firstName,
      link,
    }),
  );
}

const resetSchema = z.object({
  token: z.string({ message: "token is a required field" }).min(1, { message: "token is a required field" }),
  newPassword: z.string({ message: "newPassword is a required field" }).max(200, {
    message: "newPassword must be less than or equal to 200 characters",
  }),
});

export async function resetPassword(ctx: GraphQLContext, input: unknown) {
  const { token, newPassword } = parseInput(resetSchema, input);
  const passwordHash = await hashPassword(newPassword);
  const ended = await ctx.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const spent = await consumeUserToken(tx, ctx.tenant, "password_reset", hashToken(token));
    if (!spent) throw new InvalidTokenError();
    const user = await findUserById(tx, ctx.tenant, spent.userId);
    if (!user) throw new InvalidTokenError();
    const problem = checkPassword(newPassword, user.email);
    // Throwing rolls the token back: the user may try again with a better password.
    if (problem) throw new ValidationError({ newPassword: problem }, problem);
    await setUserPassword(tx, ctx.tenant, user.id, passwordHash);
    return endSessions(tx, ctx.tenant, await liveSessionIdsOfUser(tx, ctx.tenant, user.id), "password_reset");
  });
  announceEnded(ctx, ended, "password_reset");
}
