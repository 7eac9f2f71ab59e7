import { dayBounds, type TaskTag } from "@launchpad/domain/tasks";
import { and, eq } from "drizzle-orm";
import type { DemoSeed, DemoSeedContext } from "../../db/seed/demo-seed.ts";
import { insertTask } from "./tasks.repository.ts";
import { type ApprovalStatus, tasks } from "./tasks.tables.ts";

type When = { overdueDays: number } | "today" | "tomorrow" | { inDays: number };
type DemoTask = {
  name: string;
  by: string;
  /** People by e-mail local part; a startup by name. */
  to: { people?: string[]; startup?: string };
  when: When;
  tag: TaskTag;
  url?: string;
  group?: boolean;
  /** A request waiting for the assignee's answer (the request matrix, docs/tasks.md). */
  request?: boolean;
  done?: string[];
};

/**
 * By base tenant: a spread over the demo roles (docs/demo-data.md) — overdue, today,
 * tomorrow (on the badge) and future tasks; a startup's task and a group task; one request
 * waiting (the mentor's). Due dates are relative to the day of seeding, in UTC (the demo
 * people's zone).
 */
const DEMO_TASKS: Record<string, DemoTask[]> = {
  demo: [
    {
      name: "Send the monthly investor update",
      by: "staff",
      to: { startup: "Nimbus Analytics" },
      when: { overdueDays: 2 },
      tag: "finance",
    },
    {
      name: "Prepare the demo day pitch",
      by: "coach",
      to: { people: ["founder"] },
      when: "today",
      tag: "strategy",
      url: "https://nimbus.example/pitch",
    },
    {
      name: "Interview five customers",
      by: "staff",
      to: { startup: "Nimbus Analytics" },
      when: { inDays: 5 },
      tag: "customer_validation",
      group: true,
      done: ["cofounder2"],
    },
    {
      name: "Fix the landing page copy",
      by: "founder",
      to: { people: ["cofounder2"] },
      when: "tomorrow",
      tag: "design",
    },
    {
      name: "Review the cohort's pitch decks",
      by: "staff",
      to: { people: ["mentor"] },
      when: { inDays: 3 },
      tag: "strategy",
      request: true,
    },
    {
      name: "Update the programme calendar",
      by: "admin",
      to: { people: ["staff"] },
      when: "tomorrow",
      tag: "non-tagged",
    },
    {
      name: "Approve the spring budget",
      by: "admin",
      to: { people: ["admincoach"] },
      when: { overdueDays: 1 },
      tag: "finance",
    },
    {
      name: "Check the evaluation grid",
      by: "staff",
      to: { people: ["evaluator"] },
      when: { inDays: 4 },
      tag: "non-tagged",
    },
    {
      name: "Plan the community meetup",
      by: "staff",
      to: { people: ["community"] },
      when: { inDays: 10 },
      tag: "marketing",
    },
    {
      name: "Prepare the coaching notes",
      by: "subadmin",
      to: { people: ["coach", "subadmin"] },
      when: "today",
      tag: "non-tagged",
      group: true,
    },
  ],
  orbit: [
    {
      name: "Orbit onboarding checklist",
      by: "staff",
      to: { people: ["founder"] },
      when: { inDays: 2 },
      tag: "non-tagged",
    },
  ],
};

function dueAt(when: When, now: number): Date {
  const b = dayBounds(now, "UTC");
  const hour = 3_600_000;
  if (when === "today") return new Date(b.todayStart + 17 * hour);
  if (when === "tomorrow") return new Date(b.todayEnd + 17 * hour);
  if ("overdueDays" in when) return new Date(b.todayStart - when.overdueDays * 24 * hour + 17 * hour);
  return new Date(b.todayStart + when.inDays * 24 * hour + 17 * hour);
}

export const tasksDemo: DemoSeed = {
  after: ["users", "startups"],
  async seed(ctx) {
    const list = DEMO_TASKS[ctx.organisation.base];
    if (!list) return;
    const now = ctx.clock.now().getTime();
    for (const t of list) {
      const [existing] = await ctx.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.incubatorId, ctx.tenant.id), eq(tasks.name, t.name)));
      if (existing) continue;
      const assignees = await assigneesOf(ctx, t);
      await insertTask(
        ctx.db,
        ctx.tenant,
        {
          name: t.name,
          dueAt: dueAt(t.when, now),
          tag: t.tag,
          url: t.url ?? null,
          isGroupTask: t.group ?? false,
          createdById: person(ctx, t.by),
          startupId: t.to.startup ? (ctx.ids.startups.get(t.to.startup) ?? null) : null,
        },
        assignees,
      );
    }
  },
};

async function assigneesOf(ctx: DemoSeedContext, t: DemoTask) {
  const approvalStatus: ApprovalStatus = t.request ? "PENDING" : "APPROVED";
  const rows = (t.to.people ?? []).map((local) => ({
    userId: person(ctx, local),
    type: "USER" as const,
    value: person(ctx, local),
  }));
  if (t.to.startup) {
    const startupId = ctx.ids.startups.get(t.to.startup);
    if (!startupId) throw new Error(`Demo tasks: no startup ${t.to.startup}`);
    // founder@ and cofounder2@ are its cofounders (startups.demo.ts).
    for (const local of ["founder", "cofounder2"])
      rows.push({ userId: person(ctx, local), type: "STARTUP", value: startupId } as never);
  }
  const done = new Set((t.done ?? []).map((local) => person(ctx, local)));
  return rows.map((r) => ({
    ...r,
    approvalStatus,
    done: done.has(r.userId),
    completedAt: done.has(r.userId) ? ctx.clock.now() : null,
  }));
}

function person(ctx: DemoSeedContext, local: string): string {
  const id = ctx.ids.people.get(local);
  if (!id) throw new Error(`Demo tasks: no person ${local}`);
  return id;
}
