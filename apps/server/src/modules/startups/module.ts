import type { ServerModule } from "../../server-module.ts";
import { startupsDemo } from "./startups.demo.ts";

/** Registers the module with the server (its GraphQL types are still served by directory and portfolio). */
export const startupsModule: ServerModule = {
  name: "startups",
  demo: startupsDemo,
};
