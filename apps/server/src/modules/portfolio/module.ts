import type { ServerModule } from "../../server-module.ts";
import "./portfolio.schema.ts";
import "./company.schema.ts";
import { startupLogoReference } from "./logo-reference.ts";

/** Registers the module with the server; its GraphQL types register on import above. */
export const portfolioModule: ServerModule = {
  name: "portfolio",
  attachmentReferences: [startupLogoReference],
};
