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
