/** The milestones module's door (issue 18): a startup's milestones for its export. */
export { type MilestoneExportRow, milestonesForExport } from "./milestones.export.ts";
