import { builder } from "../../graphql/builder.ts";
import { resendConfirmationEmail } from "./email-validation.service.ts";
import { inviteUser } from "./invitations.service.ts";

const InvitationRef = builder
  .objectRef<{ id: string; email: string; roleType: string; expiresAt: string }>("Invitation")
  .implement({
    fields: (t) => ({
      id: t.exposeID("id"),
      email: t.exposeString("email"),
      roleType: t.exposeString("roleType"),
      expiresAt: t.exposeString("expiresAt"),
    }),
  });

const InviteUserInput = builder.inputType("InviteUserInput", {
  fields: (t) => ({ email: t.string({ required: true }), roleType: t.string({ required: true }) }),
});

builder.mutationField("resendConfirmationEmail", (t) =>
  t.field({
    type: "Boolean",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => resendConfirmationEmail(ctx),
  }),
);

builder.mutationField("inviteUser", (t) =>
  t.field({
    type: InvitationRef,
    description: "Invites an e-mail address with a role (admins; the roles issue moves this to USER:INVITE).",
    authScopes: { roles: ["Admin", "AdminCoach", "SubAdmin"] },
    args: { input: t.arg({ type: InviteUserInput, required: true }) },
    resolve: (_root, args, ctx) => inviteUser(ctx, args.input),
  }),
);
