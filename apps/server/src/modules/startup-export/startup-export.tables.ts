import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { startups } from "../startups/startups.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * Exports of a startup's data as an Excel workbook (issue 18 "export"), made by a job. The
 * file is an attachment of the attachments module once made. Only this module queries it.
 */
export type StartupExportStatus = "queued" | "running" | "done" | "failed";

export const startupExports = pgTable(
  "startup_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    startupId: uuid("startup_id")
      .notNull()
      .references(() => startups.id, { onDelete: "cascade" }),
    requestedBy: uuid("requested_by")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<StartupExportStatus>().notNull().default("queued"),
    attachmentId: uuid("attachment_id"),
    error: text("error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [index("startup_exports_startup_idx").on(t.incubatorId, t.startupId, t.createdAt)],
);
export type StartupExportRow = typeof startupExports.$inferSelect;
