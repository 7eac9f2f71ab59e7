import type { ServerModule } from "../../server-module.ts";
import "./directory.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const directoryModule: ServerModule = {
  name: "directory",
};
