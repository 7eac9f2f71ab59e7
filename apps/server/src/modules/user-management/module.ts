import type { ServerModule } from "../../server-module.ts";
import "./user-management.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const userManagementModule: ServerModule = {
  name: "user-management",
};
