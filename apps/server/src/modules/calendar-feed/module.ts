import type { ServerModule } from "../../server-module.ts";

/** Registers the module with the server (its status is served by availability's GraphQL types). */
export const calendarFeedModule: ServerModule = {
  name: "calendar-feed",
};
