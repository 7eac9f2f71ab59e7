import type { FastifyRequest } from "fastify";
import type { Services } from "../graphql/context.ts";
import { AuthenticationRequiredError } from "../graphql/errors.ts";
import { buildRequestContext } from "./request-context.ts";

/** The context of a REST call; `signedIn` calls answer 401 without an active session. */
export async function restContext(
  services: Services,
  req: FastifyRequest,
  options: { signedIn?: boolean } = {},
) {
  const ctx = await buildRequestContext(services, req);
  if (options.signedIn && !ctx.viewer) throw new AuthenticationRequiredError();
  return ctx;
}
