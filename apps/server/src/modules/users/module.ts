import type { ServerModule } from "../../server-module.ts";
import { registerUserRoutes } from "./users.routes.ts";
import "./users.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const usersModule: ServerModule = {
  name: "users",
  registerRoutes: registerUserRoutes,
};
