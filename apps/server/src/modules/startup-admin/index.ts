/**
 * The startup-admin module's door (issue 18, docs/admin-startups.md): the startups
 * administration (adminStartups, startStartupBatch, deleteStartup). Other modules start a
 * startup batch through GraphQL; the deletion is here for whoever deletes a startup.
 */
export { deleteStartup } from "./delete-startup.service.ts";
