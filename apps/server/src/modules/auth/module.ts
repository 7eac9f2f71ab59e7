import type { ServerModule } from "../../server-module.ts";
import { registerAuthRoutes } from "./auth.routes.ts";
import "./auth.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const authModule: ServerModule = {
  name: "auth",
  registerRoutes: registerAuthRoutes,
};
