import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * The attachments module's table (spec-1 §3 Attachment: _id, reference). A file (stored
 * under `storage_key` in the configured storage) or a link, attached to one reference
 * (`reference_type` + `reference_id`, e.g. IncubatorEvent + the event's id) or PENDING
 * (both null) until its uploader claims it. Removed rows keep `deleted_at` until the purge
 * job deletes their file (docs/attachments.md). Only this module queries it (decision 008).
 */
export type AttachmentKind = "file" | "link";

export const attachments = pgTable(
  "attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    referenceType: text("reference_type"),
    referenceId: uuid("reference_id"),
    kind: text("kind").$type<AttachmentKind>().notNull().default("file"),
    /** The sanitised file name (or the link's title). */
    name: text("name").notNull(),
    /** The type sniffed from the content (a link: null). */
    contentType: text("content_type"),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull().default(0),
    /** Where the bytes are in the storage (a link: null). */
    storageKey: text("storage_key"),
    /** What the file is for ("attachment", "cover", "avatar"): its allow-list and image sizes. */
    use: text("use").notNull().default("attachment"),
    link: text("link"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when removed: the row is then invisible and the purge job deletes its file and itself. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [
    index("attachments_reference_idx").on(t.incubatorId, t.referenceType, t.referenceId),
    index("attachments_pending_idx")
      .on(t.incubatorId, t.createdAt)
      .where(sql`${t.referenceId} is null or ${t.deletedAt} is not null`),
    index("attachments_uploader_idx").on(t.incubatorId, t.uploadedBy),
  ],
);

export type AttachmentRow = typeof attachments.$inferSelect;
