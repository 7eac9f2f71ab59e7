ALTER TABLE "users" ADD COLUMN "ics_feed_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ics_feed_error" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ics_feed_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ics_feed_event_count" integer;