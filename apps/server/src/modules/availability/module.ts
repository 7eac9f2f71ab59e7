import type { ServerModule } from "../../server-module.ts";
import { availabilityDemo } from "./availability.demo.ts";
import "./availability.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const availabilityModule: ServerModule = {
  name: "availability",
  demo: availabilityDemo,
};
