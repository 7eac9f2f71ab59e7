import type { ServerModule } from "../../server-module.ts";
import "./incubator.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const incubatorModule: ServerModule = {
  name: "incubator",
};
