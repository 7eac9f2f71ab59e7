import type { ServerModule } from "../../server-module.ts";
import "./custom-fields.schema.ts";
import { customFieldsDemo } from "./custom-fields.demo.ts";

/** Custom fields of users and startups and their values (issue 16, docs/custom-fields.md). */
export const customFieldsModule: ServerModule = { name: "custom-fields", demo: customFieldsDemo };
