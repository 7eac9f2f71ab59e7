import type { MilestonePlanFieldsFragment } from "../../../gql/graphql.ts";

/** A plan as the milestones screens show it, and one of its milestones or sub-milestones. */
export type Plan = MilestonePlanFieldsFragment;
export type PlanMilestone = Plan["milestones"][number];
export type PlanSubMilestone = PlanMilestone["subMilestones"][number];
