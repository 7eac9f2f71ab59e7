import type { ServerModule } from "../../server-module.ts";
import { rolesDemo } from "./roles.demo.ts";
import "./roles.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const rolesModule: ServerModule = {
  name: "roles",
  demo: rolesDemo,
};
