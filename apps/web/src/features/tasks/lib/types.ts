import type { TaskFieldsFragment } from "../../../gql/graphql.ts";

export type TaskItem = TaskFieldsFragment;
export type TaskTab = "MINE" | "USERS" | "STARTUPS";
export type TaskSection = "OVERDUE" | "TODAY" | "FUTURE";
export const SECTIONS: readonly TaskSection[] = ["OVERDUE", "TODAY", "FUTURE"];
