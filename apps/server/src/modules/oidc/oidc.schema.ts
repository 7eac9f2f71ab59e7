import { builder } from "../../graphql/builder.ts";
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

builder.queryField("authMode", (t) =>
  t.field({ type: AuthModeRef, authScopes: { public: true }, resolve: (_root, _args, ctx) => authMode(ctx) }),
);
