import { builder } from "../../graphql/builder.ts";
import { featureFlags } from "./feature-flags.service.ts";

const FeatureFlagRef = builder
  .objectRef<{ name: string; enabled: boolean; activated: boolean }>("FeatureFlag")
  .implement({
    fields: (t) => ({
      name: t.exposeString("name"),
      enabled: t.exposeBoolean("enabled", { description: "The organisation may use the feature." }),
      activated: t.exposeBoolean("activated", { description: "The organisation has switched it on." }),
    }),
  });

builder.queryField("featureFlags", (t) =>
  t.field({
    type: [FeatureFlagRef],
    description: "Every feature flag of the organisation (spec-2 §6).",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => featureFlags(ctx),
  }),
);
