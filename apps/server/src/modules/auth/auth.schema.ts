import { builder } from "../../graphql/builder.ts";
import { CurrentUserRef } from "../users/users.schema.ts";
import { signIn } from "./auth.service.ts";
import { authMode } from "./auth-mode.service.ts";

type OAuthConnection = { id: string; protocol: string; provider: string; name: string };

const OAuthConnectionRef = builder.objectRef<OAuthConnection>("OAuthConnection").implement({
  fields: (t) => ({
    id: t.exposeID("id"),
    protocol: t.exposeString("protocol"),
    provider: t.exposeString("provider"),
    name: t.exposeString("name"),
  }),
});

const AuthModeRef = builder
  .objectRef<{ enabled: boolean; organization: string | null; oauthConnections: OAuthConnection[] }>(
    "AuthMode",
  )
  .implement({
    fields: (t) => ({
      enabled: t.exposeBoolean("enabled"),
      organization: t.exposeString("organization", { nullable: true }),
      oauthConnections: t.field({ type: [OAuthConnectionRef], resolve: (m) => m.oauthConnections }),
    }),
  });

const AuthPayloadRef = builder.objectRef<Awaited<ReturnType<typeof signIn>>>("AuthPayload").implement({
  fields: (t) => ({
    token: t.exposeString("token"),
    user: t.field({ type: CurrentUserRef, resolve: (p) => p.user }),
  }),
});

builder.queryField("authMode", (t) =>
  t.field({ type: AuthModeRef, authScopes: { public: true }, resolve: (_root, _args, ctx) => authMode(ctx) }),
);

builder.mutationField("signIn", (t) =>
  t.field({
    type: AuthPayloadRef,
    // Nullable so that one failed alias does not null (and stop) the others: each is counted.
    nullable: true,
    description: "Local sign-in, as POST /auth/local. Each call (aliases included) is one throttled attempt.",
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => signIn(ctx, args),
  }),
);
