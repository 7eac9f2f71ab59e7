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
  fields: (t) => ({
    email: t.string({ required: true }),
    roleId: t.id({ description: "The role, built-in or custom (or give roleType)" }),
    roleType: t.string({ description: "A built-in role type, when roleId is not given" }),
  }),
});

builder.mutationField("resendConfirmationEmail", (t) =>
  t.field({
    type: "Boolean",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => resendConfirmationEmail(ctx, ctx.request.origin),
  }),
);

builder.mutationField("inviteUser", (t) =>
  t.field({
    type: InvitationRef,
    description:
      "Invites an e-mail address with a role (roleId, or a built-in roleType), within the plan's limits.",
    authScopes: { permission: "USER:INVITE" },
    args: { input: t.arg({ type: InviteUserInput, required: true }) },
    resolve: (_root, args, ctx) => inviteUser(ctx, args.input, ctx.request.origin),
  }),
);
