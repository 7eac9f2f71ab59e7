import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";

/**
 * Every e-mail the product sends; `deliveredAt` is set once an SMTP server accepted it. The
 * row is written in the transaction that causes the e-mail, with its delivery job
 * (decision 017), and keeps what the delivery needs, attachments included.
 */
export const outboxEmails = pgTable(
  "outbox_emails",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    attachments: jsonb("attachments").$type<{ filename: string; content: string; contentType: string }[]>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    error: text("error"),
  },
  (t) => [index("outbox_emails_incubator_idx").on(t.incubatorId, t.createdAt)],
);
