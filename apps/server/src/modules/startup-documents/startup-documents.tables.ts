import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { startups } from "../startups/startups.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * A startup's documents (issue 18 "documents", plan feature startupDocuments): folders, and
 * documents in a folder or at the top. The file itself is an attachment of the attachments
 * module (`attachment_id`, reference type "StartupDocument" with the document's id). Only
 * this module queries them.
 */
export const startupDocumentFolders = pgTable(
  "startup_document_folders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    startupId: uuid("startup_id")
      .notNull()
      .references(() => startups.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("startup_document_folders_startup_idx").on(t.incubatorId, t.startupId)],
);

export const startupDocuments = pgTable(
  "startup_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    startupId: uuid("startup_id")
      .notNull()
      .references(() => startups.id, { onDelete: "cascade" }),
    /** Null: at the top, outside any folder. A removed folder's documents move to the top. */
    folderId: uuid("folder_id").references(() => startupDocumentFolders.id, { onDelete: "set null" }),
    /** The file (attachments module); a link is an attachment too. */
    attachmentId: uuid("attachment_id").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("startup_documents_startup_idx").on(t.incubatorId, t.startupId, t.folderId)],
);
export type StartupDocumentRow = typeof startupDocuments.$inferSelect;
export type StartupDocumentFolderRow = typeof startupDocumentFolders.$inferSelect;
