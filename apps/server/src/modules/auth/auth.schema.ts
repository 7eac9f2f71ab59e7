import { builder } from "../../graphql/builder.ts";
import { CurrentUserRef } from "../account/index.ts";
import { signIn } from "./auth.service.ts";

const AuthPayloadRef = builder.objectRef<Awaited<ReturnType<typeof signIn>>>("AuthPayload").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    user: t.field({ type: CurrentUserRef, resolve: (p) => p.user }),
  }),
});

builder.mutationField("signIn", (t) =>
  t.field({
    type: AuthPayloadRef,
    // Nullable so that one failed alias does not null (and stop) the others: each is counted.
    nullable: true,
    description: "Local sign-in, as POST /auth/local. Each call (aliases included) is one throttled attempt.",
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => signIn(ctx, args, ctx.request),
  }),
);
