import type { ServerModule } from "../../server-module.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const startupDocumentsModule: ServerModule = {
  name: "startup-documents",
};
