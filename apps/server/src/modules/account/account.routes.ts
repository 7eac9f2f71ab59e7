import type { FastifyInstance } from "fastify";
import type { Services } from "../../graphql/context.ts";
import { restContext } from "../../http/rest-context.ts";
import { restSignedIn, restUser, updateOwnProfile } from "./current-user.service.ts";
import { validateEmail } from "./email-validation.service.ts";
import { acceptInvitation, describeInvitation } from "./invitations.service.ts";
import { requestPasswordReset, resetPassword } from "./password-reset.service.ts";

/** The account lifecycle's REST calls (spec-1 §7, docs/auth-api.md), and PUT /user (one's own profile). */
export function registerAccountRoutes(app: FastifyInstance, services: Services) {
  app.put("/user", async (req) => ({
    user: restUser(await updateOwnProfile(await restContext(services, req, { signedIn: true }), req.body)),
  }));
  app.post("/api/users/sendresetpassword", async (req) => {
    const ctx = await restContext(services, req);
    await requestPasswordReset(ctx, req.body, ctx.request.origin);
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
  app.post("/api/invitations/accept", async (req) => {
    const ctx = await restContext(services, req);
    return restSignedIn(await acceptInvitation(ctx, req.body, ctx.request.userAgent));
  });
}
