import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Secrets generated once for the whole installation (the JWT signing key). Not tenant data. */
export const appSecrets = pgTable("app_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  meta: jsonb("meta").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
