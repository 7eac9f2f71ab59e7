CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"reference_type" text,
	"reference_id" uuid,
	"kind" text DEFAULT 'file' NOT NULL,
	"name" text NOT NULL,
	"content_type" text,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"storage_key" text,
	"use" text DEFAULT 'attachment' NOT NULL,
	"link" text,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "incubator_event_attendees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"registration_time" timestamp with time zone DEFAULT now() NOT NULL,
	"waitlisted_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"meeting_id" uuid,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incubator_event_hosts" (
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "incubator_event_hosts_event_id_user_id_pk" PRIMARY KEY("event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "incubator_event_tags" (
	"incubator_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "incubator_event_tags_event_id_tag_id_pk" PRIMARY KEY("event_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "incubator_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"event_type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"capacity" integer,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"location_text" text,
	"location_link" text,
	"location_provider" text,
	"cover_attachment_id" uuid,
	"created_by_id" uuid,
	"edit_permission_user_id" uuid,
	"visibility" jsonb NOT NULL,
	"duration_minutes" integer,
	"timeslot_increment" integer,
	"number_of_sessions" integer,
	"one_on_one_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"availability_method" text,
	"availability_type" text,
	"availability_mode" text,
	"calendar_host_id" uuid,
	"ignore_hosts_linked_calendar" boolean DEFAULT false NOT NULL,
	"ignore_hour_allocation" boolean DEFAULT false NOT NULL,
	"has_notice_period" boolean DEFAULT false NOT NULL,
	"notice_period_value" integer,
	"notice_period_unit" text,
	"waitlist_offer_hours" integer DEFAULT 24 NOT NULL,
	"recurrence" text,
	"recurrence_count" integer,
	"series_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubator_events_range" CHECK ("incubator_events"."start_time" < "incubator_events"."end_time"),
	CONSTRAINT "incubator_events_capacity" CHECK ("incubator_events"."capacity" IS NULL OR "incubator_events"."capacity" > 0)
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD CONSTRAINT "incubator_event_attendees_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD CONSTRAINT "incubator_event_attendees_event_id_incubator_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."incubator_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_attendees" ADD CONSTRAINT "incubator_event_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_hosts" ADD CONSTRAINT "incubator_event_hosts_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_hosts" ADD CONSTRAINT "incubator_event_hosts_event_id_incubator_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."incubator_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_hosts" ADD CONSTRAINT "incubator_event_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_tags" ADD CONSTRAINT "incubator_event_tags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_tags" ADD CONSTRAINT "incubator_event_tags_event_id_incubator_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."incubator_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_event_tags" ADD CONSTRAINT "incubator_event_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_events" ADD CONSTRAINT "incubator_events_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_events" ADD CONSTRAINT "incubator_events_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_events" ADD CONSTRAINT "incubator_events_edit_permission_user_id_users_id_fk" FOREIGN KEY ("edit_permission_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incubator_events" ADD CONSTRAINT "incubator_events_calendar_host_id_users_id_fk" FOREIGN KEY ("calendar_host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_reference_idx" ON "attachments" USING btree ("incubator_id","reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "attachments_pending_idx" ON "attachments" USING btree ("incubator_id","created_at") WHERE "attachments"."reference_id" is null or "attachments"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "attachments_uploader_idx" ON "attachments" USING btree ("incubator_id","uploaded_by");--> statement-breakpoint
CREATE UNIQUE INDEX "incubator_event_attendees_live_idx" ON "incubator_event_attendees" USING btree ("event_id","user_id") WHERE "incubator_event_attendees"."status" IN ('REGISTERED', 'WAITLISTED', 'OFFERED');--> statement-breakpoint
CREATE UNIQUE INDEX "incubator_event_attendees_meeting_idx" ON "incubator_event_attendees" USING btree ("meeting_id") WHERE "incubator_event_attendees"."meeting_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "incubator_event_attendees_event_idx" ON "incubator_event_attendees" USING btree ("incubator_id","event_id","status");--> statement-breakpoint
CREATE INDEX "incubator_event_attendees_user_idx" ON "incubator_event_attendees" USING btree ("incubator_id","user_id","status");--> statement-breakpoint
CREATE INDEX "incubator_event_attendees_offer_idx" ON "incubator_event_attendees" USING btree ("incubator_id","offer_expires_at");--> statement-breakpoint
CREATE INDEX "incubator_event_hosts_user_idx" ON "incubator_event_hosts" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "incubator_event_tags_tag_idx" ON "incubator_event_tags" USING btree ("incubator_id","tag_id");--> statement-breakpoint
CREATE INDEX "incubator_events_start_idx" ON "incubator_events" USING btree ("incubator_id","start_time","id");--> statement-breakpoint
CREATE INDEX "incubator_events_series_idx" ON "incubator_events" USING btree ("incubator_id","series_id");