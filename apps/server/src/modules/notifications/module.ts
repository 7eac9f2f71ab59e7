import type { ServerModule } from "../../server-module.ts";

/** Registers the module with the server (its screens and GraphQL fields come with its own issue). */
export const notificationsModule: ServerModule = {
  name: "notifications",
};
