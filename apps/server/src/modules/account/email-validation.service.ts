import type { Db } from "../../db/client.ts";
import type { GraphQLContext } from "../../graphql/context.ts";
import { AuthenticationRequiredError, ConflictError, InvalidTokenError } from "../../graphql/errors.ts";
import { findIncubator } from "../incubator/incubator.repository.ts";
import { findUserById, markUserValidated } from "../users/users.repository.ts";
import { emailValidationMail } from "./mail/email-validation.mail.ts";
import { hashToken, newToken } from "./one-time-token.ts";
import { consumeUserToken, insertUserToken, revokeUserTokens } from "./user-tokens.repository.ts";

/** Confirmation links stay valid for a week; a new one replaces the old. */
const VALIDATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export async function sendValidationEmail(ctx: GraphQLContext, userId: string) {
  const user = await findUserById(ctx.db, ctx.tenant, userId);
  if (!user) throw new AuthenticationRequiredError();
  if (user.validated) throw new ConflictError("Your e-mail address is already confirmed");
  const { token, hash } = newToken();
  await ctx.db.transaction(async (tx) => {
    await revokeUserTokens(tx as unknown as Db, ctx.tenant, user.id, "email_validation");
    await insertUserToken(tx as unknown as Db, ctx.tenant, {
      userId: user.id,
      kind: "email_validation",
      tokenHash: hash,
      expiresAt: new Date(Date.now() + VALIDATION_TTL_MS),
    });
  });
  const incubator = await findIncubator(ctx.db, ctx.tenant);
  await ctx.mailer.send(
    ctx.db,
    ctx.tenant,
    emailValidationMail.render(user.language, user.email, {
      organisation: incubator?.name ?? "Launchpad",
      name: user.firstName,
      link: `${ctx.request.origin}/validate/${token}`,
    }),
  );
  return true;
}

/** resendConfirmationEmail: the signed-in, not yet validated user asks for a new link. */
export async function resendConfirmationEmail(ctx: GraphQLContext) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  return sendValidationEmail(ctx, ctx.viewer.id);
}

/** POST /api/users/validate/:token */
export async function validateEmail(ctx: GraphQLContext, token: string) {
  await ctx.db.transaction(async (txDb) => {
    const tx = txDb as unknown as Db;
    const spent = await consumeUserToken(tx, ctx.tenant, "email_validation", hashToken(token));
    if (!spent) throw new InvalidTokenError();
    await markUserValidated(tx, ctx.tenant, spent.userId);
  });
}
