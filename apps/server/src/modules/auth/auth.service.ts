import { emailSchema } from "@launchpad/domain";
import { z } from "zod";
import type { RequestMeta, Services } from "../../graphql/context.ts";
import { parseInput } from "../../http/validation.ts";
import { type SignInContext, signedIn } from "../account/index.ts";
import { hashPassword, maySignIn, userByEmail, verifyPassword } from "../users/index.ts";
import { assertSameIncubator, InvalidCredentialsError } from "./auth.errors.ts";

const signInSchema = z.object({
  email: emailSchema(),
  password: z
    .string({ message: "password is a required field" })
    .min(1, { message: "password is a required field" }),
  incubator: z.string().optional(),
});

/** Verified against when the e-mail is unknown, so that both paths take as long. */
const dummyHash = hashPassword("launchpad-timing-equaliser");

/** Where a sign-in comes from: the IP for the throttle, the user agent named on the session. */
export type SignInSource = Pick<RequestMeta, "ip" | "userAgent">;

/**
 * Local sign-in (POST /auth/local and the signIn mutation): one throttled attempt (only a
 * failure counts: throttle.ts), one generic error for every failure, and on success a new
 * pending session and its token.
 */
export async function signIn(
  ctx: SignInContext & Pick<Services, "throttle">,
  input: unknown,
  from: SignInSource,
) {
  const { email, password, incubator } = parseInput(signInSchema, input);
  assertSameIncubator(ctx.tenant, incubator);
  const attempt = await ctx.throttle.attempt(ctx.tenant.id, email, from.ip);
  const user = await userByEmail(ctx, email);
  const mayEnter = user?.passwordHash && maySignIn(user.status);
  const valid = await verifyPassword(mayEnter ? (user.passwordHash as string) : await dummyHash, password);
  if (!user || !mayEnter || !valid) throw new InvalidCredentialsError();
  await attempt.succeeded();
  return signedIn(ctx, user.id, from.userAgent);
}
