/** The startup-export module's door (issue 18): its GraphQL, job and file reference register in module.ts; a deleted startup's export files are let go here. */
export { forgetExportsOfStartup } from "./startup-export.doors.ts";
