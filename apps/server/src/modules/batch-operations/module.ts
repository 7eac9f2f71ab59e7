import type { ServerModule } from "../../server-module.ts";
import "./batch-operations.schema.ts";
import { batchOperationJob } from "./batch-operations.job.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const batchOperationsModule: ServerModule = {
  name: "batch-operations",
  jobs: [batchOperationJob],
};
