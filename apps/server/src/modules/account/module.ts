import type { ServerModule } from "../../server-module.ts";
import { registerAccountRoutes } from "./account.routes.ts";
import "./account.schema.ts";
import "./current-user.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const accountModule: ServerModule = {
  name: "account",
  registerRoutes: registerAccountRoutes,
};
