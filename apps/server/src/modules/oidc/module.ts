import type { ServerModule } from "../../server-module.ts";
import { registerOidcRoutes } from "./oidc.routes.ts";

/** Registers the module with the server. */
export const oidcModule: ServerModule = {
  name: "oidc",
  registerRoutes: registerOidcRoutes,
};
