import * as registry from "./modules/registry.ts";
import type { ServerModule } from "./server-module.ts";

/** Every registered module (modules/registry.ts), by name. */
export const serverModules: ServerModule[] = Object.values(registry);
