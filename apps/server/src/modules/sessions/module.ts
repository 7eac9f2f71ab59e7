import type { ServerModule } from "../../server-module.ts";
import "./sessions.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const sessionsModule: ServerModule = {
  name: "sessions",
};
