import type { ServerModule } from "../../server-module.ts";

/** Registers the module with the server. */
export const batchOperationsModule: ServerModule = {
  name: "batch-operations",
};
