import type { ServerModule } from "../../server-module.ts";
import "./calendar-calls.schema.ts";
import { registerFeedRoutes } from "./feed.routes.ts";
import "./feed.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const calendarModule: ServerModule = {
  name: "calendar",
  registerRoutes: registerFeedRoutes,
};
