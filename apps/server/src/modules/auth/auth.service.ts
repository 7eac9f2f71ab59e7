import { emailSchema } from "@launchpad/domain";
import { z } from "zod";
import type { GraphQLContext } from "../../graphql/context.ts";
import { parseInput } from "../../http/validation.ts";
import { BLOCKED_USER_STATUSES } from "../sessions/sessions.repository.ts";
import { openSession } from "../sessions/sessions.service.ts";
import { findUserByEmail } from "../users/users.repository.ts";
import { currentUserById } from "../users/users.service.ts";
import { assertSameIncubator, InvalidCredentialsError } from "./auth.errors.ts";
import { hashPassword, verifyPassword } from "./password.ts";

const signInSchema = z.object({
  email: emailSchema(),
  password: z
    .string({ message: "password is a required field" })
    .min(1, { message: "password is a required field" }),
  incubator: z.string().optional(),
});

/** Verified against when the e-mail is unknown, so that both paths take as long. */
const dummyHash = hashPassword("launchpad-timing-equaliser");

/**
 * Local sign-in (POST /auth/local and the signIn mutation): one throttled attempt, one
 * generic error for every failure, and on success a new pending session and its token.
 */
export async function signIn(ctx: GraphQLContext, input: unknown) {
  const { email, password, incubator } = parseInput(signInSchema, input);
  assertSameIncubator(ctx.tenant, incubator);
  await ctx.throttle.consume(ctx.tenant.id, email, ctx.request.ip);
  const user = await findUserByEmail(ctx.db, ctx.tenant, email);
  const mayEnter = user?.passwordHash && !(BLOCKED_USER_STATUSES as readonly string[]).includes(user.status);
  const valid = await verifyPassword(mayEnter ? (user.passwordHash as string) : await dummyHash, password);
  if (!user || !mayEnter || !valid) throw new InvalidCredentialsError();
  await ctx.throttle.succeeded(ctx.tenant.id, email);
  return signedIn(ctx, user.id);
}

/** The answer of every way in (password, invitation, OpenID Connect): a token and the user. */
export async function signedIn(ctx: GraphQLContext, userId: string) {
  const { token } = await openSession(ctx, userId, ctx.request.userAgent);
  const user = await currentUserById(ctx, userId);
  if (!user) throw new InvalidCredentialsError();
  return { token, user };
}
