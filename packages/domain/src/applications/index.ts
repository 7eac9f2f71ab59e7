/** Applications (issue 17): statuses and their state machine, funnels and rounds, review arithmetic. */
export * from "./funnels.ts";
export * from "./review.ts";
export * from "./statuses.ts";
