import type { ServerModule } from "../../server-module.ts";
import "./plan.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const planModule: ServerModule = {
  name: "plan",
};
