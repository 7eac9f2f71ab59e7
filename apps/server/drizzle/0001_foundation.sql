CREATE TABLE "weekly_availability" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "weekly_availability_weekday" CHECK ("weekly_availability"."weekday" between 0 and 6),
	CONSTRAINT "weekly_availability_range" CHECK (0 <= "weekly_availability"."start_minute" and "weekly_availability"."start_minute" < "weekly_availability"."end_minute" and "weekly_availability"."end_minute" <= 1440)
);
--> statement-breakpoint
CREATE TABLE "incubators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logo" text,
	"white_logo" text,
	"currency" text DEFAULT 'USD' NOT NULL,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"address" text,
	"default_language" text DEFAULT 'en' NOT NULL,
	"allow_user_self_delete" boolean DEFAULT false NOT NULL,
	"allow_write_in_option_in_user_skills" boolean DEFAULT false NOT NULL,
	"seo" jsonb NOT NULL,
	"terms_and_services_url" text,
	"custom_login_text_and_link" jsonb NOT NULL,
	"general_email" text,
	"support_email" text,
	"gtm_id" text,
	"brand_palette" jsonb NOT NULL,
	"login_providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"employee_count_limit" integer,
	"hours_allocation_settings" jsonb NOT NULL,
	"startup_name_alternative" jsonb NOT NULL,
	"feature_flags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incubators_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"is_custom" boolean DEFAULT false NOT NULL,
	"permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"user_access" jsonb NOT NULL,
	"startup_access" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "roles_incubator_label_unique" UNIQUE("incubator_id","label")
);
--> statement-breakpoint
CREATE TABLE "startup_members" (
	"incubator_id" uuid NOT NULL,
	"startup_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "startup_members_startup_id_user_id_pk" PRIMARY KEY("startup_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "startups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"name" text NOT NULL,
	"website" text,
	"logo" text,
	"initial_categorization_complete" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"headline" text,
	"bio" text,
	"word_from" text,
	"avatar" text,
	"cover" text,
	"gender" text,
	"birthday" date,
	"country" text,
	"country_origin" text,
	"timezone" text DEFAULT 'UTC' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"validated" boolean DEFAULT false NOT NULL,
	"admin_validated" boolean DEFAULT false NOT NULL,
	"work_status" text,
	"is_lead" boolean DEFAULT false NOT NULL,
	"expertise" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"chat_notification" boolean DEFAULT true NOT NULL,
	"linked_calendar" jsonb,
	"conference_data_integration" jsonb,
	"integrated_video_providers" text[] DEFAULT '{}' NOT NULL,
	"locations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"coaching_meeting_settings" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weekly_availability" ADD CONSTRAINT "weekly_availability_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_availability" ADD CONSTRAINT "weekly_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_members" ADD CONSTRAINT "startup_members_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_members" ADD CONSTRAINT "startup_members_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startup_members" ADD CONSTRAINT "startup_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startups" ADD CONSTRAINT "startups_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weekly_availability_user_idx" ON "weekly_availability" USING btree ("incubator_id","user_id");--> statement-breakpoint
CREATE INDEX "startup_members_user_idx" ON "startup_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "startups_incubator_idx" ON "startups" USING btree ("incubator_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_incubator_email_unique" ON "users" USING btree ("incubator_id",lower("email"));--> statement-breakpoint
CREATE INDEX "users_incubator_role_idx" ON "users" USING btree ("incubator_id","role_id");