/**
 * Milestone plans (issue 18 "Milestones"): a plan has milestones, each with sub-milestones;
 * every milestone has a due date and a done state. A plan without a startup is a template
 * of the organisation.
 */
export type MilestoneProgressItem = { id: string; parentId: string | null; done: boolean };

/**
 * A plan's progress: the share of its steps that are done, where the steps are the
 * sub-milestones, and a milestone without sub-milestones is a step of its own (a milestone
 * with sub-milestones counts through them). `{ done, total, percent }`, percent rounded down.
 */
export function milestoneProgress(items: readonly MilestoneProgressItem[]) {
  const parents = new Set(items.filter((i) => i.parentId !== null).map((i) => i.parentId));
  const steps = items.filter((i) => !parents.has(i.id));
  const done = steps.filter((i) => i.done).length;
  const total = steps.length;
  return { done, total, percent: total === 0 ? 0 : Math.floor((done * 100) / total) };
}

export const MILESTONE_TITLE_MAX = 200;
export const MILESTONE_PLAN_NAME_MAX = 100;
/** Sub-milestones go one level deep. */
export const MILESTONE_DEPTH = 2;
export const MILESTONE_PLAN_GOAL_MAX = 500;
export const MILESTONE_PLAN_UNIT_MAX = 50;
export const MILESTONE_PLAN_SUMMARY_MAX = 2000;
export const MILESTONE_DESCRIPTION_MAX = 2000;
/** A plan's target: a number from 0 up to this (a count, an amount, a percentage). */
export const MILESTONE_TARGET_MAX = 1_000_000_000_000;
/** At most this many startups get a template in one go (applyMilestoneTemplate). */
export const MILESTONE_APPLY_MAX = 100;

/** Whether a due date is an ISO calendar date (YYYY-MM-DD) that exists. */
export function isMilestoneDueDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whether a milestone is overdue on a day (YYYY-MM-DD): not done and due before it. */
export function isMilestoneOverdue(m: { done: boolean; dueDate: string | null }, today: string): boolean {
  return !m.done && m.dueDate !== null && m.dueDate < today;
}
