import type { Services } from "../../graphql/context.ts";
import { InvalidCredentialsError } from "../../graphql/errors.ts";
import type { ServiceContext } from "../../service-context.ts";
import { openSession } from "../sessions/index.ts";
import { currentUserById } from "./current-user.service.ts";

/** Who signs in opens a session with the tokens collaborator. */
export type SignInContext = Pick<ServiceContext, "db" | "tenant"> & Pick<Services, "tokens">;

/**
 * The answer of every way in (password, invitation, OpenID Connect): a new pending session's
 * token and the user. `userAgent` is named on the session.
 */
export async function signedIn(ctx: SignInContext, userId: string, userAgent: string | null) {
  const { token } = await openSession(ctx, userId, userAgent);
  const user = await currentUserById(ctx, userId);
  if (!user) throw new InvalidCredentialsError();
  return { token, user };
}
