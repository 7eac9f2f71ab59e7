import type { ServerModule } from "../../server-module.ts";
import { guidedToursDemo } from "./guided-tours.demo.ts";
import "./guided-tours.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const guidedToursModule: ServerModule = {
  name: "guided-tours",
  demo: guidedToursDemo,
};
