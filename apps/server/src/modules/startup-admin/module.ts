import type { ServerModule } from "../../server-module.ts";
import "./admin-startups.schema.ts";
import "./batch.schema.ts";

/** Registers the module with the server; its GraphQL types and batch actions register on import above. */
export const startupAdminModule: ServerModule = {
  name: "startup-admin",
};
