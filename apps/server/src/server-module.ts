import type { FastifyInstance } from "fastify";
import type { AttachmentReferenceType } from "./attachment-reference.ts";
import type { CalendarSource } from "./calendar-source.ts";
import type { DemoSeed } from "./db/seed/demo-seed.ts";
import type { Services } from "./graphql/context.ts";
import type { JobDefinition } from "./modules/jobs/index.ts";
import type { PlanUsage } from "./plan-usage.ts";
import type { TagUses } from "./tag-uses.ts";

export type { AttachmentFamily, AttachmentReferenceType } from "./attachment-reference.ts";
export type { CalendarItem, CalendarPerson, CalendarSource } from "./calendar-source.ts";
export type { PlanUsage } from "./plan-usage.ts";
export type { TagUses } from "./tag-uses.ts";

/**
 * What a module registers with the server, from its own `modules/<domain>/module.ts`. Its
 * GraphQL types register themselves with the Pothos builder when module.ts imports its
 * `*.schema.ts` files; the rest is declared here. `modules/registry.ts` lists every module
 * once (docs/adding-a-module.md).
 */
export type ServerModule = {
  /** The folder name under modules/. */
  name: string;
  /** REST routes (spec-1 §7), registered after the GraphQL route. */
  registerRoutes?: (app: FastifyInstance, services: Services) => void;
  /** Its demo data (`<domain>.demo.ts`), seeded into every demo tenant (db/seed/seed.ts). */
  demo?: DemoSeed;
  /** Its background jobs (`defineJob`, modules/jobs), run by the job runner (decision 017). */
  jobs?: JobDefinition[];
  /** The things files attach to that it owns, with who may read and change their files (modules/attachments). */
  attachmentReferences?: AttachmentReferenceType[];
  /** Items it adds to people's calendars and personal feeds (calendar-source.ts). */
  calendarSources?: CalendarSource[];
  /** Use counts of the tags it attaches in its own join table (tag-uses.ts, docs/tags.md). */
  tagUses?: TagUses;
  /** Its counts of plan limits (plan-usage.ts): the forms module's evaluation and application forms. */
  planUsage?: PlanUsage[];
};
