import type { FastifyInstance } from "fastify";
import type { Services } from "../../graphql/context.ts";
import { restContext } from "../../http/rest-context.ts";
import { validateEmail } from "./email-validation.service.ts";
import { acceptInvitation, describeInvitation } from "./invitations.service.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";

/** The account lifecycle's REST calls (spec-1 §7, docs/auth-api.md). */
export function registerAccountRoutes(app: FastifyInstance, services: Services) {
  app.post("/api/users/sendresetpassword", async (req) => {
    await requestPasswordReset(await restContext(services, req), req.body);
    return { ok: true };
  });
  app.post("/api/users/resetpassword", async (req) => {
    await resetPassword(await restContext(services, req), req.body);
    return { ok: true };
  });
  app.post<{ Params: { token: string } }>("/api/users/validate/:token", async (req) => {
    await validateEmail(await restContext(services, req), req.params.token);
    return { ok: true };
  });
  app.get<{ Params: { token: string } }>("/api/invitations/:token", async (req) =>
    describeInvitation(await restContext(services, req), req.params.token),
  );
  app.post("/api/invitations/accept", async (req) =>
    acceptInvitation(await restContext(services, req), req.body),
  );
}
