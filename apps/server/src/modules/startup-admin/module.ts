import type { ServerModule } from "../../server-module.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const startupAdminModule: ServerModule = {
  name: "startup-admin",
};
