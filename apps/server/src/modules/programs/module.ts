import type { ServerModule } from "../../server-module.ts";
import "./programs.schema.ts";
import "./user-batch.schema.ts";

/** Registers the module with the server; its GraphQL types and user batch actions register on import above. */
export const programsModule: ServerModule = {
  name: "programs",
};
