import { DEFAULT_PLAN } from "@launchpad/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { incubators } from "../../db/schema/index.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds } from "../../test/harness.ts";

const FULL =
  "{ incubatorFullPlanInfo { name maxFileSize features { name enabled } limits { name max current } } }";

describe.each(databaseKinds("both"))("plan on %s", (kind) => {
  const t = useTestApp(kind, {
    prepare: async (database) => {
      await database.db
        .update(incubators)
        .set({ plan: { ...DEFAULT_PLAN, name: "Starter", features: ["customRoles"], maxFileSize: 1024 } })
        .where(eq(incubators.slug, "orbit"));
    },
  });

  it("shows an admin the plan, its features and the usage counted from the data", async () => {
    const { token } = await t.signIn("admin@demo.test");
    const { body } = await gqlAs(t.app, token, FULL);
    const plan = body.data?.incubatorFullPlanInfo as {
      name: string;
      features: { name: string; enabled: boolean }[];
      limits: { name: string; max: number; current: number }[];
    };
    expect(plan.name).toBe("Growth");
    // The demo organisation's plan adds custom roles to the default features.
    expect(plan.features.find((f) => f.name === "customRoles")?.enabled).toBe(true);
    expect(plan.features.find((f) => f.name === "bulkApplicationExport")?.enabled).toBe(false);
    const limit = (name: string) => plan.limits.find((l) => l.name === name);
    // Demo: Staff, Coach, AdminCoach, Admin, SubAdmin = 5 employees; Mentor, Expert = 2;
    // 2 evaluators (evaluator@ and evaluator2@, who score the demo's applications); 14 startups.
    expect(limit("employee")).toEqual({ name: "employee", max: 25, current: 5 });
    expect(limit("network")?.current).toBe(2);
    expect(limit("evaluator")?.current).toBe(2);
    expect(limit("startup")).toEqual({ name: "startup", max: 0, current: 14 });
  });

  it("keeps each incubator's own plan", async () => {
    const { token } = await t.signIn("admin@orbit.test", "orbit.localhost");
    const { body } = await gqlAs(t.app, token, FULL, undefined, "orbit.localhost");
    expect(body.data?.incubatorFullPlanInfo).toMatchObject({ name: "Starter", maxFileSize: 1024 });
  });

  it("gives every signed-in user planInfo, and only admins the full plan", async () => {
    const { token } = await t.signIn("founder@demo.test");
    const info = await gqlAs(t.app, token, "{ planInfo { maxFileSize limits { name max current } } }");
    expect(info.body.data?.planInfo).toMatchObject({ maxFileSize: DEFAULT_PLAN.maxFileSize });
    const full = await gqlAs(t.app, token, FULL);
    expect(full.body.errors?.[0]?.extensions?.name).toBe("ForbiddenError");
  });
});
