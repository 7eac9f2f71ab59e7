import type { RoleType } from "@launchpad/domain";
import { boolean, jsonb, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";

export type VisibilitySetting = "ALL" | "ASSIGNED" | "NONE" | "SELECTED";
export type RolePermission = { key: string; criteria: "ALL" | "ASSIGNED" };

/** A role of one incubator: one row per built-in type, plus custom roles (roles issue). */
export const roles = pgTable(
  "roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    type: text("type").$type<RoleType>().notNull(),
    label: text("label").notNull(),
    isCustom: boolean("is_custom").notNull().default(false),
    permissions: jsonb("permissions").$type<RolePermission[]>().notNull().default([]),
    userAccess: jsonb("user_access")
      .$type<{ roles: string[]; visibilitySettings: VisibilitySetting }>()
      .notNull(),
    startupAccess: jsonb("startup_access").$type<{ visibilitySettings: VisibilitySetting }>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("roles_incubator_label_unique").on(t.incubatorId, t.label)],
);

export type RoleRow = typeof roles.$inferSelect;
