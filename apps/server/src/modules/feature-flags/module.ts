import type { ServerModule } from "../../server-module.ts";
import "./feature-flags.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const featureFlagsModule: ServerModule = {
  name: "feature-flags",
};
