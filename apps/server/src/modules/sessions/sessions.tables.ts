import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { incubators } from "../incubator/incubator.tables.ts";
import { users } from "../users/users.tables.ts";

export type SessionStatus = "pending" | "active" | "ended";
export type SessionEndReason = "logout" | "takeover" | "password_reset" | "deactivated" | "cancelled";

/** A signed-in device. The token names its session; an ended session's token is refused. */
export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    incubatorId: uuid("incubator_id")
      .notNull()
      .references(() => incubators.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").$type<SessionStatus>().notNull().default("pending"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp("activated_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason").$type<SessionEndReason>(),
  },
  (t) => [index("sessions_user_status_idx").on(t.incubatorId, t.userId, t.status)],
);
