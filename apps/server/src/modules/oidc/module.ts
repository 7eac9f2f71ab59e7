import type { ServerModule } from "../../server-module.ts";
import { registerOidcRoutes } from "./oidc.routes.ts";
import "./oidc.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const oidcModule: ServerModule = {
  name: "oidc",
  registerRoutes: registerOidcRoutes,
};
