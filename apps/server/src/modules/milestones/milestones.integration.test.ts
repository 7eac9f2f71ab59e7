import { and, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { incubators, milestonePlans, startups } from "../../db/schema/index.ts";
import { serviceContext } from "../../service-context.ts";
import { gqlAs } from "../../test/auth-helpers.ts";
import { useTestApp } from "../../test/fixture.ts";
import { databaseKinds, type GraphQLBody } from "../../test/harness.ts";
import { milestonesForExport } from "./index.ts";

/**
 * Milestone plans through GraphQL (docs/milestones.md): the demo's plan of Nimbus Analytics
 * (milestones.demo.ts: "Go to market", its discovery steps done), templates, ticking with
 * sub-milestones, rights in scope, validation, duplicate and apply, the feature flag.
 */
const PLAN = `{ id name goal unit target summary startupId isTemplate templateId viewerCanEdit
  progress { done total percent }
  milestones { id title dueDate done subMilestones { id title dueDate done parentId } } }`;

type Milestone = {
  id: string;
  title: string;
  done: boolean;
  dueDate: string | null;
  subMilestones: Milestone[];
};
type Plan = {
  id: string;
  name: string;
  startupId: string | null;
  isTemplate: boolean;
  templateId: string | null;
  viewerCanEdit: boolean;
  progress: { done: number; total: number; percent: number };
  milestones: Milestone[];
};

const errorName = (body: GraphQLBody) => body.errors?.[0]?.extensions?.name;

describe.each(databaseKinds("both"))("milestones on %s", (kind) => {
  const t = useTestApp(kind);
  const tokens: Record<string, string> = {};
  let nimbus = "";
  let greenLoop = "";
  let orbitStartup = "";
  let demoId = "";
  const call = async (who: string, query: string, variables?: Record<string, unknown>) =>
    (await gqlAs(t.app, tokens[who] ?? "", query, variables)).body;
  const data = <T>(body: GraphQLBody, field: string): T => {
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data?.[field] as T;
  };
  const plansOf = async (who: string, startupId: string) =>
    data<{ plans: Plan[]; viewerCanCreate: boolean }>(
      await call(
        who,
        `query Q($id: ID!) { milestonePlans(startupId: $id) { viewerCanCreate plans ${PLAN} } }`,
        {
          id: startupId,
        },
      ),
      "milestonePlans",
    );
  const templates = async (who: string) =>
    data<Plan[]>(await call(who, `{ milestoneTemplates ${PLAN} }`), "milestoneTemplates");
  const tick = (who: string, id: string, done: boolean) =>
    call(who, `mutation M($id: ID!, $done: Boolean!) { setMilestoneDone(id: $id, done: $done) ${PLAN} }`, {
      id,
      done,
    });
  const countPlans = async () =>
    (await t.database.db.select({ id: milestonePlans.id }).from(milestonePlans)).length;

  beforeAll(async () => {
    for (const who of ["staff", "founder", "founder3", "mentor", "coach"])
      tokens[who] = await t.tokenOf(`${who}@demo.test`);
    const db = t.database.db;
    const byName = async (name: string) =>
      (await db.select().from(startups).where(eq(startups.name, name)))[0]?.id ?? "";
    nimbus = await byName("Nimbus Analytics");
    greenLoop = await byName("GreenLoop");
    orbitStartup = await byName("Quasar Robotics");
    demoId = (await db.select().from(incubators).where(eq(incubators.slug, "demo")))[0]?.id ?? "";
  });

  it("shows the demo plan with its progress to a founder, who may tick it", async () => {
    const { plans, viewerCanCreate } = await plansOf("founder", nimbus);
    expect(viewerCanCreate).toBe(true);
    const plan = plans.find((p) => p.name === "Go to market");
    // Steps: 4 sub-milestones and "First ten paying customers"; the two discovery steps are done.
    expect(plan?.progress).toEqual({ done: 2, total: 5, percent: 40 });
    expect(plan?.viewerCanEdit).toBe(true);
    expect(plan?.templateId).not.toBeNull();
    const [discovery, pilot] = plan?.milestones ?? [];
    expect(discovery?.done).toBe(true);
    expect(pilot?.subMilestones.map((s) => s.title)).toEqual([
      "Sign three pilot agreements",
      "Run the pilots",
    ]);
    expect(pilot?.subMilestones[0]?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("ticks sub-milestones up to their milestone and a milestone down to its sub-milestones", async () => {
    const plan = (await plansOf("founder", nimbus)).plans.find((p) => p.name === "Go to market");
    const pilot = plan?.milestones[1] as Milestone;
    const [sign, run] = pilot.subMilestones as [Milestone, Milestone];
    let after = data<Plan>(await tick("founder", sign.id, true), "setMilestoneDone");
    expect(after.progress).toEqual({ done: 3, total: 5, percent: 60 });
    expect(after.milestones[1]?.done).toBe(false);
    after = data<Plan>(await tick("founder", run.id, true), "setMilestoneDone");
    expect(after.milestones[1]?.done).toBe(true);
    after = data<Plan>(await tick("founder", pilot.id, false), "setMilestoneDone");
    expect(after.milestones[1]?.subMilestones.map((s) => s.done)).toEqual([false, false]);
    expect(after.progress.done).toBe(2);
  });

  it("keeps plans to the startups in scope: another founder finds nothing, a mentor reads without changing", async () => {
    expect(
      errorName(
        await call("founder3", `query Q($id: ID!) { milestonePlans(startupId: $id) { viewerCanCreate } }`, {
          id: nimbus,
        }),
      ),
    ).toBe("NotFoundError");
    const plan = (await plansOf("founder", nimbus)).plans[0] as Plan;
    const milestone = plan.milestones[0] as Milestone;
    expect(errorName(await tick("founder3", milestone.id, false))).toBe("NotFoundError");
    expect(
      errorName(
        await call("founder3", `query Q($id: ID!) { milestonePlan(id: $id) { id } }`, { id: plan.id }),
      ),
    ).toBe("NotFoundError");
    const mentorView = await plansOf("mentor", nimbus);
    expect(mentorView.viewerCanCreate).toBe(false);
    expect(mentorView.plans[0]?.viewerCanEdit).toBe(false);
    expect(errorName(await tick("mentor", milestone.id, false))).toBe("ForbiddenError");
    expect(
      errorName(
        await call("coach", `query Q($id: ID!) { milestonePlans(startupId: $id) { viewerCanCreate } }`, {
          id: greenLoop,
        }),
      ),
    ).toBe("NotFoundError");
  });

  it("lets a founder use a template for their startup but not change the templates", async () => {
    const all = await templates("founder");
    const goToMarket = all.find((p) => p.name === "Go to market");
    const fundraising = all.find((p) => p.name === "Fundraising readiness");
    expect(goToMarket?.isTemplate).toBe(true);
    expect(goToMarket?.viewerCanEdit).toBe(false);
    const made = data<Plan>(
      await call(
        "founder",
        `mutation M($input: CreateMilestonePlanInput!) { createMilestonePlan(input: $input) ${PLAN} }`,
        { input: { startupId: nimbus, templateId: fundraising?.id, name: "Our round", target: 250000 } },
      ),
      "createMilestonePlan",
    );
    expect(made.templateId).toBe(fundraising?.id);
    expect(made.milestones.map((m) => m.title)).toEqual(fundraising?.milestones.map((m) => m.title));
    expect(made.progress).toEqual({ done: 0, total: 4, percent: 0 });
    const refused = await call(
      "founder",
      `mutation M($id: ID!) { updateMilestonePlan(id: $id, input: { name: "Mine" }) { id } }`,
      { id: goToMarket?.id },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({
      name: "ForbiddenError",
      reason: "TEMPLATES_TEAM_ONLY",
    });
    const asTemplate = await call(
      "founder",
      `mutation { createMilestonePlan(input: { name: "Mine" }) { id } }`,
    );
    expect(errorName(asTemplate)).toBe("ForbiddenError");
    expect(
      errorName(
        await call(
          "founder",
          `mutation M($id: ID!) { createMilestonePlan(input: { startupId: $id, name: "X" }) { id } }`,
          {
            id: greenLoop,
          },
        ),
      ),
    ).toBe("NotFoundError");
  });

  it("builds a plan from scratch with milestones and one level of sub-milestones", async () => {
    const plan = data<Plan>(
      await call(
        "staff",
        `mutation M($id: ID!) { createMilestonePlan(input: { startupId: $id, name: "  Hiring  ", goal: "", unit: "people", target: 3 }) ${PLAN} }`,
        { id: greenLoop },
      ),
      "createMilestonePlan",
    );
    expect(plan.name).toBe("Hiring");
    const add = (input: Record<string, unknown>) =>
      call("staff", `mutation M($input: AddMilestoneInput!) { addMilestone(input: $input) ${PLAN} }`, {
        input,
      });
    let after = data<Plan>(
      await add({ planId: plan.id, title: "Job descriptions", dueDate: "2027-01-15" }),
      "addMilestone",
    );
    const parent = after.milestones[0] as Milestone;
    after = data<Plan>(
      await add({ planId: plan.id, parentId: parent.id, title: "Engineer" }),
      "addMilestone",
    );
    after = data<Plan>(
      await add({ planId: plan.id, parentId: parent.id, title: "Designer" }),
      "addMilestone",
    );
    const sub = after.milestones[0]?.subMilestones[0] as Milestone;
    expect(after.milestones[0]?.subMilestones.map((s) => s.title)).toEqual(["Engineer", "Designer"]);
    const tooDeep = await add({ planId: plan.id, parentId: sub.id, title: "Too deep" });
    expect(tooDeep.errors?.[0]?.extensions?.fields).toEqual({ parentId: "Sub-milestones go one level deep" });
    after = data<Plan>(await tick("staff", sub.id, true), "setMilestoneDone");
    expect(after.progress).toEqual({ done: 1, total: 2, percent: 50 });
    after = data<Plan>(
      await call("staff", `mutation M($id: ID!) { deleteMilestone(id: $id) ${PLAN} }`, {
        id: after.milestones[0]?.subMilestones[1]?.id,
      }),
      "deleteMilestone",
    );
    // The last sub-milestone left is done, so its milestone is.
    expect(after.milestones[0]?.done).toBe(true);
    after = data<Plan>(
      await call(
        "staff",
        `mutation M($id: ID!) { updateMilestone(id: $id, input: { title: "Roles", dueDate: null }) ${PLAN} }`,
        { id: parent.id },
      ),
      "updateMilestone",
    );
    expect(after.milestones[0]).toMatchObject({ title: "Roles", dueDate: null });
    expect(
      data<boolean>(
        await call("staff", `mutation M($id: ID!) { deleteMilestonePlan(id: $id) }`, { id: plan.id }),
        "deleteMilestonePlan",
      ),
    ).toBe(true);
    expect(
      errorName(await call("staff", `query Q($id: ID!) { milestonePlan(id: $id) { id } }`, { id: plan.id })),
    ).toBe("NotFoundError");
  });

  it("refuses bad input field by field and writes nothing", async () => {
    const before = await countPlans();
    const bad = await call(
      "staff",
      `mutation M($id: ID!) { createMilestonePlan(input: { startupId: $id, name: " ", target: -1, unit: "${"u".repeat(51)}" }) { id } }`,
      { id: nimbus },
    );
    expect(errorName(bad)).toBe("ValidationError");
    expect(Object.keys(bad.errors?.[0]?.extensions?.fields as object).sort()).toEqual([
      "name",
      "target",
      "unit",
    ]);
    const plan = (await plansOf("staff", nimbus)).plans[0] as Plan;
    const badDate = await call(
      "staff",
      `mutation M($id: ID!) { addMilestone(input: { planId: $id, title: "x", dueDate: "2027-02-30" }) { id } }`,
      { id: plan.id },
    );
    expect(badDate.errors?.[0]?.extensions?.fields).toEqual({
      dueDate: "Due date must be a date (YYYY-MM-DD)",
    });
    const noTitle = await call(
      "staff",
      `mutation M($id: ID!) { addMilestone(input: { planId: $id, title: "" }) { id } }`,
      { id: plan.id },
    );
    expect(noTitle.errors?.[0]?.extensions?.fields).toEqual({ title: "Title is required" });
    expect(await countPlans()).toBe(before);
  });

  it("duplicates a plan fresh, to another startup or as a template, and applies a template to several startups at once", async () => {
    const source = (await plansOf("staff", nimbus)).plans.find((p) => p.name === "Go to market") as Plan;
    const copy = data<Plan>(
      await call(
        "staff",
        `mutation M($id: ID!, $to: ID!) { duplicateMilestonePlan(id: $id, input: { startupId: $to, name: "GTM copy" }) ${PLAN} }`,
        { id: source.id, to: greenLoop },
      ),
      "duplicateMilestonePlan",
    );
    expect(copy).toMatchObject({ startupId: greenLoop, name: "GTM copy", templateId: source.templateId });
    expect(copy.progress.done).toBe(0);
    expect(copy.milestones.map((m) => m.subMilestones.length)).toEqual(
      source.milestones.map((m) => m.subMilestones.length),
    );
    const template = data<Plan>(
      await call(
        "staff",
        `mutation M($id: ID!) { duplicateMilestonePlan(id: $id, input: { asTemplate: true, name: "GTM v2" }) ${PLAN} }`,
        { id: source.id },
      ),
      "duplicateMilestonePlan",
    );
    expect(template.isTemplate).toBe(true);
    const ticked = await tick("staff", template.milestones[0]?.id ?? "", true);
    expect(ticked.errors?.[0]?.extensions).toMatchObject({
      name: "ConflictError",
      reason: "TEMPLATE_NOT_TICKED",
    });
    expect((await templates("staff")).map((p) => p.name)).toContain("GTM v2");
    expect(
      errorName(
        await call(
          "founder",
          `mutation M($id: ID!) { duplicateMilestonePlan(id: $id, input: { asTemplate: true }) { id } }`,
          { id: source.id },
        ),
      ),
    ).toBe("ForbiddenError");

    const before = await countPlans();
    const apply = (ids: string[]) =>
      call(
        "staff",
        `mutation M($id: ID!, $ids: [ID!]!) { applyMilestoneTemplate(templateId: $id, startupIds: $ids) ${PLAN} }`,
        { id: template.id, ids },
      );
    expect(errorName(await apply([nimbus, orbitStartup]))).toBe("NotFoundError");
    expect(errorName(await apply([]))).toBe("ValidationError");
    expect(await countPlans()).toBe(before);
    const applied = data<Plan[]>(await apply([nimbus, greenLoop, nimbus]), "applyMilestoneTemplate");
    expect(applied.map((p) => [p.startupId, p.name, p.templateId])).toEqual([
      [nimbus, "GTM v2", template.id],
      [greenLoop, "GTM v2", template.id],
    ]);
    expect(await countPlans()).toBe(before + 2);
  });

  it("exports a startup's milestones, sub-milestones after their milestone", async () => {
    const ctx = serviceContext({ db: t.database.forTenant(demoId), tenant: { id: demoId, slug: "demo" } });
    const rows = await milestonesForExport(ctx, nimbus);
    const gtm = rows.filter((r) => r.plan === "Go to market");
    expect(gtm.slice(0, 3)).toEqual([
      expect.objectContaining({ milestone: "Customer discovery", parent: null, done: true }),
      expect.objectContaining({
        milestone: "Interview 20 prospects",
        parent: "Customer discovery",
        done: true,
      }),
      expect.objectContaining({ milestone: "Write the problem statement", parent: "Customer discovery" }),
    ]);
    expect(await milestonesForExport(ctx, "not-an-id")).toEqual([]);
  });

  it("refuses every field while the milestones flag is off, and exports none", async () => {
    const db = t.database.db;
    const [org] = await db.select().from(incubators).where(eq(incubators.id, demoId));
    await db
      .update(incubators)
      .set({ featureFlags: { milestones: { enabled: true, activated: false } } })
      .where(eq(incubators.id, demoId));
    try {
      const off = await call(
        "founder",
        `query Q($id: ID!) { milestonePlans(startupId: $id) { viewerCanCreate } }`,
        { id: nimbus },
      );
      expect(off.errors?.[0]?.extensions).toMatchObject({ name: "ForbiddenError", reason: "FEATURE_OFF" });
      expect(errorName(await call("staff", `{ milestoneTemplates { id } }`))).toBe("ForbiddenError");
      const ctx = serviceContext({ db: t.database.forTenant(demoId), tenant: { id: demoId, slug: "demo" } });
      expect(await milestonesForExport(ctx, nimbus)).toEqual([]);
    } finally {
      await db
        .update(incubators)
        .set({ featureFlags: org?.featureFlags ?? {} })
        .where(eq(incubators.id, demoId));
    }
    const [template] = await db
      .select()
      .from(milestonePlans)
      .where(and(eq(milestonePlans.incubatorId, demoId), isNull(milestonePlans.startupId)));
    expect(template).toBeDefined();
  });
});
