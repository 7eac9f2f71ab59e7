CREATE TABLE "guided_tours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guided_tours_user_name" UNIQUE("user_id","name"),
	CONSTRAINT "guided_tours_name" CHECK ("guided_tours"."name" in ('PROFILE', 'CALENDAR', 'AVAILABILITIES', 'EVENTS')),
	CONSTRAINT "guided_tours_status" CHECK ("guided_tours"."status" in ('AVAILABLE', 'COMPLETED'))
);
--> statement-breakpoint
ALTER TABLE "guided_tours" ADD CONSTRAINT "guided_tours_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guided_tours" ADD CONSTRAINT "guided_tours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;