import { builder } from "../../graphql/builder.ts";
import { fullPlanInfo, planInfo } from "./plan.service.ts";

type Limit = { name: string; max: number; current: number };

const PlanLimitRef = builder.objectRef<Limit>("PlanLimit").implement({
  fields: (t) => ({
    name: t.exposeString("name"),
    max: t.exposeInt("max", { description: "0 means unlimited" }),
    current: t.exposeInt("current"),
  }),
});

const PlanFeatureRef = builder.objectRef<{ name: string; enabled: boolean }>("PlanFeature").implement({
  fields: (t) => ({ name: t.exposeString("name"), enabled: t.exposeBoolean("enabled") }),
});

const PlanInfoRef = builder.objectRef<Awaited<ReturnType<typeof planInfo>>>("PlanInfo").implement({
  fields: (t) => ({
    features: t.field({ type: [PlanFeatureRef], resolve: (p) => p.features }),
    maxFileSize: t.exposeInt("maxFileSize", { description: "Largest upload, in bytes" }),
    limits: t.field({ type: [PlanLimitRef], resolve: (p) => p.limits }),
  }),
});

const FullPlanInfoRef = builder
  .objectRef<Awaited<ReturnType<typeof fullPlanInfo>>>("IncubatorFullPlanInfo")
  .implement({
    fields: (t) => ({
      name: t.exposeString("name"),
      maxFileSize: t.exposeInt("maxFileSize"),
      features: t.field({ type: [PlanFeatureRef], resolve: (p) => p.features }),
      limits: t.field({ type: [PlanLimitRef], resolve: (p) => p.limits }),
    }),
  });

builder.queryField("planInfo", (t) =>
  t.field({
    type: PlanInfoRef,
    authScopes: { authenticated: true },
    resolve: (_r, _a, ctx) => planInfo(ctx),
  }),
);

builder.queryField("incubatorFullPlanInfo", (t) =>
  t.field({
    type: FullPlanInfoRef,
    description: "The plan's features and limits with usage (the admin group; /admin/settings/plan).",
    authScopes: { roles: ["Admin", "AdminCoach"] },
    resolve: (_r, _a, ctx) => fullPlanInfo(ctx),
  }),
);
