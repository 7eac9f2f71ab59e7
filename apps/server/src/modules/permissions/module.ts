import type { ServerModule } from "../../server-module.ts";
import "./permissions.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const permissionsModule: ServerModule = {
  name: "permissions",
};
