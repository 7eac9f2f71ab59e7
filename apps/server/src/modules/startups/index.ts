/** The startups module's door: startups, their members, programmes and assignments. */
export {
  aloneInTheirStartups,
  membersOfStartups,
  relationsOfUsers,
  type UserRelations,
} from "./startups.service.ts";
export type { ProgramRow, StartupRow } from "./startups.tables.ts";
