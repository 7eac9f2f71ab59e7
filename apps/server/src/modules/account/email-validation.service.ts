import { type Db, inTransaction } from "../../db/client.ts";
import type { Services } from "../../graphql/context.ts";
import { AuthenticationRequiredError, ConflictError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { incubatorOf } from "../incubator/index.ts";
import { markEmailValidated, userById } from "../users/index.ts";
import { InvalidTokenError } from "./account.errors.ts";
import { emailValidationMail } from "./mail/email-validation.mail.ts";
import { hashToken, newToken } from "./one-time-token.ts";
import { consumeUserToken, insertUserToken, revokeUserTokens } from "./user-tokens.repository.ts";

/** Confirmation links stay valid for a week; a new one replaces the old. */
const VALIDATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type MailingContext = Pick<ServiceContext, "db" | "tenant" | "viewer"> & Pick<Services, "mailer">;

/** `origin`: the web app's address, for the link in the e-mail. */
export async function sendValidationEmail(ctx: MailingContext, userId: string, origin: string) {
  const user = await userById(ctx, userId);
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
  const incubator = await incubatorOf(ctx);
  await ctx.mailer.send(
    ctx.db,
    ctx.tenant,
    emailValidationMail.render(user.language, user.email, {
      organisation: incubator?.name ?? "Launchpad",
      name: user.firstName,
      link: `${origin}/validate/${token}`,
    }),
  );
  return true;
}

/** resendConfirmationEmail: the signed-in, not yet validated user asks for a new link. */
export async function resendConfirmationEmail(ctx: MailingContext, origin: string) {
  if (!ctx.viewer) throw new AuthenticationRequiredError();
  return sendValidationEmail(ctx, ctx.viewer.id, origin);
}

/** POST /api/users/validate/:token */
export async function validateEmail(ctx: Pick<ServiceContext, "db" | "tenant">, token: string) {
  await inTransaction(ctx.db, async (tx) => {
    const spent = await consumeUserToken(tx, ctx.tenant, "email_validation", hashToken(token));
    if (!spent) throw new InvalidTokenError();
    await markEmailValidated({ db: tx, tenant: ctx.tenant }, spent.userId);
  });
}
