/**
 * The directory module's door: the startup and community lists (programmes, startups,
 * people) as the viewer's role may see them, and the GraphQL types other modules' types use.
 */

export { ProgramRef, StartupPersonRef } from "./directory.schema.ts";
export { community, programs, startups } from "./directory.service.ts";
export { type StartupPerson, startupPeople } from "./startup-people.ts";
