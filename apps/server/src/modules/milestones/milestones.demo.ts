import type { Db } from "../../db/client.ts";
import type { DemoSeed, DemoSeedContext } from "../../db/seed/demo-seed.ts";
import { findPlanByName, insertMilestones, insertPlan, setDoneRows } from "./milestones.repository.ts";

type DemoMilestone = { title: string; inDays: number; done?: boolean; subs?: DemoMilestone[] };
type DemoPlan = {
  name: string;
  goal: string;
  unit: string;
  target: number;
  summary: string;
  milestones: DemoMilestone[];
};

/**
 * Two templates (the incubator plans) in each demo organisation, and a plan made from the
 * first for each organisation's founder's startup, with its first steps done
 * (docs/demo-data.md). Due dates are days after the day of seeding, in UTC.
 */
const TEMPLATES: DemoPlan[] = [
  {
    name: "Go to market",
    goal: "Reach the first paying customers",
    unit: "customers",
    target: 10,
    summary: "From customer discovery to the first ten paying customers.",
    milestones: [
      {
        title: "Customer discovery",
        inDays: 14,
        subs: [
          { title: "Interview 20 prospects", inDays: 7, done: true },
          { title: "Write the problem statement", inDays: 14, done: true },
        ],
      },
      {
        title: "Pilot",
        inDays: 45,
        subs: [
          { title: "Sign three pilot agreements", inDays: 30 },
          { title: "Run the pilots", inDays: 45 },
        ],
      },
      { title: "First ten paying customers", inDays: 90 },
    ],
  },
  {
    name: "Fundraising readiness",
    goal: "Close a pre-seed round",
    unit: "EUR",
    target: 500_000,
    summary: "The material and the meetings a first round needs.",
    milestones: [
      {
        title: "Pitch deck",
        inDays: 21,
        subs: [
          { title: "Draft the deck", inDays: 10 },
          { title: "Rehearse with the coach", inDays: 21 },
        ],
      },
      { title: "Data room ready", inDays: 35 },
      { title: "Twenty investor meetings", inDays: 70 },
    ],
  },
];

/** The plan each organisation's founder's startup follows. */
const STARTUP_PLAN: Record<string, string> = { demo: "Nimbus Analytics", orbit: "Quasar Robotics" };

function dayAfter(ctx: DemoSeedContext, days: number) {
  const d = new Date(ctx.clock.now().getTime() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

async function seedPlan(
  ctx: DemoSeedContext,
  db: Db,
  plan: DemoPlan,
  startupId: string | null,
  templateId: string | null,
  withDone: boolean,
) {
  const found = await findPlanByName(db, ctx.tenant, startupId, plan.name);
  if (found) return found;
  const { milestones, ...values } = plan;
  const row = await insertPlan(db, ctx.tenant, {
    ...values,
    startupId,
    templateId,
    createdBy: ctx.ids.people.get("staff") ?? null,
  });
  const item = (m: DemoMilestone, parentId: string | null, position: number) => ({
    planId: row.id,
    parentId,
    title: m.title,
    description: null,
    dueDate: dayAfter(ctx, m.inDays),
    done: false,
    position,
  });
  const made = await insertMilestones(
    db,
    ctx.tenant,
    milestones.map((m, i) => item(m, null, i)),
  );
  const subs = await insertMilestones(
    db,
    ctx.tenant,
    milestones.flatMap((m, i) => (m.subs ?? []).map((s, j) => item(s, made[i]?.id ?? null, j))),
  );
  if (withDone) {
    const flat = milestones.flatMap((m) => [m, ...(m.subs ?? [])]);
    const all = [...made, ...subs];
    const doneTitles = new Set(flat.filter((m) => m.done).map((m) => m.title));
    // A milestone whose sub-milestones are all done is done (docs/milestones.md).
    for (const m of milestones) if (m.subs?.every((s) => s.done)) doneTitles.add(m.title);
    const ids = all.filter((r) => doneTitles.has(r.title)).map((r) => r.id);
    await setDoneRows(db, ctx.tenant, ids, true, ctx.ids.people.get("founder") ?? null, ctx.clock.now());
  }
  return row;
}

export const milestonesDemo: DemoSeed = {
  after: ["startups"],
  async seed(ctx) {
    const startupName = STARTUP_PLAN[ctx.organisation.base];
    if (!startupName) return;
    const templates = [];
    for (const t of TEMPLATES) templates.push(await seedPlan(ctx, ctx.db, t, null, null, false));
    const startupId = ctx.ids.startups.get(startupName);
    const [first] = TEMPLATES;
    if (startupId && first) await seedPlan(ctx, ctx.db, first, startupId, templates[0]?.id ?? null, true);
  },
};
