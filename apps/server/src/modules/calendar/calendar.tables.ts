import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { users } from "../users/users.tables.ts";

/**
 * Each user's personal calendar feed (decision 032): at most one live address a user, known
 * by the SHA-256 of its random token only. Revoking deletes the row; regenerating replaces
 * the hash, so the old address stops working at once.
 */
export const calendarFeedTokens = pgTable(
  "calendar_feed_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("calendar_feed_tokens_user_unique").on(t.incubatorId, t.userId),
    uniqueIndex("calendar_feed_tokens_hash_unique").on(t.tokenHash),
  ],
);

export type CalendarFeedTokenRow = typeof calendarFeedTokens.$inferSelect;
