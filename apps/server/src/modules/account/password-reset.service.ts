import { emailSchema, passwordProblemCode } from "@launchpad/domain";
import { z } from "zod";
import { type Db, inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { ValidationError } from "../../graphql/errors.ts";
import { parseInput } from "../../http/validation.ts";
import type { ServiceContext } from "../../service-context.ts";
import { incubatorOf } from "../incubator/index.ts";
import { announceEnded, endSessionsOfUser } from "../sessions/index.ts";
import {
  checkPassword,
  hashPassword,
  maySignIn,
  setPasswordHash,
  userByEmail,
  userById,
} from "../users/index.ts";
import { InvalidTokenError } from "./account.errors.ts";
import { passwordResetMail } from "./mail/password-reset.mail.ts";
import { HOUR_MS, hashToken, newToken } from "./one-time-token.ts";
import { consumeUserToken, insertUserToken, revokeUserTokens } from "./user-tokens.repository.ts";

/**
 * Password reset: the request always succeeds (nothing tells whether the address has an
 * account); a known, active user gets a single-use link valid for one hour. Using it sets
 * the new password — which must pass the password rules — and ends all the user's sessions.
 */
/** `origin`: the web app's address, for the link in the e-mail. */
export async function requestPasswordReset(
  ctx: Pick<ServiceContext, "db" | "tenant"> & Pick<Services, "mailer">,
  input: unknown,
  origin: string,
) {
  const { email } = parseInput(z.object({ email: emailSchema() }), input);
  const user = await userByEmail(ctx, email);
  if (!user || !maySignIn(user.status)) return;
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
  const incubator = await incubatorOf(ctx);
  const link = `${origin}/reset/${token}`;
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

export async function resetPassword(
  ctx: Pick<ServiceContext, "db" | "tenant"> & Pick<Services, "pubsub">,
  input: unknown,
) {
  const { token, newPassword } = parseInput(resetSchema, input);
  const passwordHash = await hashPassword(newPassword);
  const ended = await inTransaction(ctx.db, async (tx) => {
    const txCtx = { db: tx, tenant: ctx.tenant };
    const spent = await consumeUserToken(tx, ctx.tenant, "password_reset", hashToken(token));
    if (!spent) throw new InvalidTokenError();
    const user = await userById(txCtx, spent.userId);
    if (!user) throw new InvalidTokenError();
    const problem = checkPassword(newPassword, user.email);
    // Throwing rolls the token back: the user may try again with a better password.
    if (problem)
      throw new ValidationError(
        { newPassword: { message: problem, ...passwordProblemCode(problem) } },
        problem,
      );
    await setPasswordHash(txCtx, user.id, passwordHash);
    return endSessionsOfUser(txCtx, user.id, "password_reset");
  });
  announceEnded(ctx, ended, "password_reset");
}
