import type { ServerModule } from "../../server-module.ts";
import "./tags.schema.ts";
import "./assignments.schema.ts";
import { tagsDemo } from "./tags.demo.ts";

/** Tags and industries (issue 15, docs/tags.md): setup lists, assignments to users and startups. */
export const tagsModule: ServerModule = { name: "tags", demo: tagsDemo };
