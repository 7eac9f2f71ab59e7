import type { ServerModule } from "../../server-module.ts";
import "./milestones.schema.ts";
import { milestonesDemo } from "./milestones.demo.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const milestonesModule: ServerModule = {
  name: "milestones",
  demo: milestonesDemo,
};
