import { milestoneProgress } from "@launchpad/domain/startups";
import type { MilestonePlanRow, MilestoneRow } from "./milestones.tables.ts";

/** What the milestones fields answer: a plan with its milestones as a tree (one level) and its progress. */
export type MilestoneView = {
  id: string;
  planId: string;
  parentId: string | null;
  title: string;
  description: string | null;
  dueDate: string | null;
  done: boolean;
  doneAt: Date | null;
  position: number;
  subMilestones: MilestoneView[];
};

export type MilestonePlanView = {
  id: string;
  startupId: string | null;
  name: string;
  goal: string | null;
  unit: string | null;
  target: number | null;
  summary: string | null;
  templateId: string | null;
  createdAt: Date;
  updatedAt: Date;
  milestones: MilestoneView[];
  progress: { done: number; total: number; percent: number };
  viewerCanEdit: boolean;
};

function milestoneView(row: MilestoneRow, subs: MilestoneView[]): MilestoneView {
  return {
    id: row.id,
    planId: row.planId,
    parentId: row.parentId,
    title: row.title,
    description: row.description,
    dueDate: row.dueDate,
    done: row.done,
    doneAt: row.doneAt,
    position: row.position,
    subMilestones: subs,
  };
}

/** A plan's view from its row and its milestones (rows already in order). */
export function planView(plan: MilestonePlanRow, rows: readonly MilestoneRow[], viewerCanEdit: boolean) {
  const own = rows.filter((r) => r.planId === plan.id);
  const top = own.filter((r) => r.parentId === null);
  const milestones = top.map((m) =>
    milestoneView(
      m,
      own.filter((r) => r.parentId === m.id).map((s) => milestoneView(s, [])),
    ),
  );
  const view: MilestonePlanView = {
    id: plan.id,
    startupId: plan.startupId,
    name: plan.name,
    goal: plan.goal,
    unit: plan.unit,
    target: plan.target,
    summary: plan.summary,
    templateId: plan.templateId,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
    milestones,
    progress: milestoneProgress(own),
    viewerCanEdit,
  };
  return view;
}
