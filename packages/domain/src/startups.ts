/** Startups, their file, timeline, milestones and programmes (issue 18): `@launchpad/domain/startups`. */
export * from "./startups/company.ts";
export * from "./startups/milestones.ts";
export * from "./startups/programs.ts";
export * from "./startups/timeline.ts";
