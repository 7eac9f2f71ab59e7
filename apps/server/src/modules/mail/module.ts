import type { ServerModule } from "../../server-module.ts";

/** Registers the module with the server. */
export const mailModule: ServerModule = {
  name: "mail",
};
