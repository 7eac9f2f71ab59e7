import type { ServerModule } from "../../server-module.ts";
import "./portfolio.schema.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const portfolioModule: ServerModule = {
  name: "portfolio",
};
