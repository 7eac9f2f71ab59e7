CREATE TABLE "application_activities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"author_id" uuid,
	"round_id" uuid,
	"body" text NOT NULL,
	"for_applicant" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_conflicts" (
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"reason" text,
	"declared_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_conflicts_application_id_evaluator_id_pk" PRIMARY KEY("application_id","evaluator_id")
);
--> statement-breakpoint
CREATE TABLE "application_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_email_id" uuid,
	"kind" text NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_evaluators" (
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"assigned_by" uuid,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"score" double precision,
	CONSTRAINT "application_evaluators_application_id_round_id_evaluator_id_pk" PRIMARY KEY("application_id","round_id","evaluator_id")
);
--> statement-breakpoint
CREATE TABLE "application_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"requested_by" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attachment_id" uuid,
	"row_count" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "application_meeting_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"meeting_id" uuid,
	"meeting_at" timestamp with time zone,
	"meeting_booked_at" timestamp with time zone,
	"meeting_organizer_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"left_at" timestamp with time zone,
	"outcome" text,
	"decided_by" uuid
);
--> statement-breakpoint
CREATE TABLE "application_tags" (
	"incubator_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "application_tags_application_id_tag_id_pk" PRIMARY KEY("application_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"applicant_id" uuid NOT NULL,
	"round_id" uuid,
	"status" text DEFAULT 'draft' NOT NULL,
	"startup_name" text,
	"rejection_email_id" uuid,
	"archived_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"startup_id" uuid,
	"average_score" double precision,
	"normalised_score" double precision,
	"evaluation_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_admins" (
	"incubator_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "funnel_admins_funnel_id_user_id_pk" PRIMARY KEY("funnel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "funnel_programs" (
	"incubator_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	CONSTRAINT "funnel_programs_funnel_id_program_id_pk" PRIMARY KEY("funnel_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "funnel_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"name" jsonb NOT NULL,
	"form_id" uuid,
	"blind" boolean DEFAULT false NOT NULL,
	"evaluators_per_application" integer DEFAULT 2 NOT NULL,
	"meeting" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_tags" (
	"incubator_id" uuid NOT NULL,
	"funnel_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "funnel_tags_funnel_id_tag_id_pk" PRIMARY KEY("funnel_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "funnels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"display_name" jsonb NOT NULL,
	"slug" text NOT NULL,
	"intake_form_id" uuid,
	"deadline" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reapply" jsonb DEFAULT '{"rule":"never","cooldownDays":0}'::jsonb NOT NULL,
	"accepted_role_id" uuid,
	"published" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "round_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"round_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" jsonb,
	"subject" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"timing" text DEFAULT 'now' NOT NULL,
	"delay_hours" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "batch_operation_items" (
	"incubator_id" uuid NOT NULL,
	"operation_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone,
	CONSTRAINT "batch_operation_items_operation_id_item_id_pk" PRIMARY KEY("operation_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "batch_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"incubator_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"input" text DEFAULT '{}' NOT NULL,
	"requested_by" uuid,
	"total" integer NOT NULL,
	"succeeded" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"validation" text DEFAULT 'SUCCEEDED' NOT NULL,
	"overall" text DEFAULT 'RUNNING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "application_activities" ADD CONSTRAINT "application_activities_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_activities" ADD CONSTRAINT "application_activities_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_activities" ADD CONSTRAINT "application_activities_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_comments" ADD CONSTRAINT "application_comments_round_id_funnel_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."funnel_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conflicts" ADD CONSTRAINT "application_conflicts_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conflicts" ADD CONSTRAINT "application_conflicts_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_conflicts" ADD CONSTRAINT "application_conflicts_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_emails" ADD CONSTRAINT "application_emails_round_email_id_round_emails_id_fk" FOREIGN KEY ("round_email_id") REFERENCES "public"."round_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluators" ADD CONSTRAINT "application_evaluators_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluators" ADD CONSTRAINT "application_evaluators_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluators" ADD CONSTRAINT "application_evaluators_round_id_funnel_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."funnel_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluators" ADD CONSTRAINT "application_evaluators_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_evaluators" ADD CONSTRAINT "application_evaluators_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_exports" ADD CONSTRAINT "application_exports_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_exports" ADD CONSTRAINT "application_exports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_meeting_invitations" ADD CONSTRAINT "application_meeting_invitations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_meeting_invitations" ADD CONSTRAINT "application_meeting_invitations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_meeting_invitations" ADD CONSTRAINT "application_meeting_invitations_round_id_funnel_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."funnel_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_meeting_invitations" ADD CONSTRAINT "application_meeting_invitations_meeting_organizer_id_users_id_fk" FOREIGN KEY ("meeting_organizer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_rounds" ADD CONSTRAINT "application_rounds_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_rounds" ADD CONSTRAINT "application_rounds_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_rounds" ADD CONSTRAINT "application_rounds_round_id_funnel_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."funnel_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_rounds" ADD CONSTRAINT "application_rounds_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_tags" ADD CONSTRAINT "application_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_applicant_id_users_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_round_id_funnel_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."funnel_rounds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_rejection_email_id_round_emails_id_fk" FOREIGN KEY ("rejection_email_id") REFERENCES "public"."round_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_startup_id_startups_id_fk" FOREIGN KEY ("startup_id") REFERENCES "public"."startups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_admins" ADD CONSTRAINT "funnel_admins_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_admins" ADD CONSTRAINT "funnel_admins_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_admins" ADD CONSTRAINT "funnel_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_programs" ADD CONSTRAINT "funnel_programs_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_programs" ADD CONSTRAINT "funnel_programs_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_programs" ADD CONSTRAINT "funnel_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_rounds" ADD CONSTRAINT "funnel_rounds_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_tags" ADD CONSTRAINT "funnel_tags_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_tags" ADD CONSTRAINT "funnel_tags_funnel_id_funnels_id_fk" FOREIGN KEY ("funnel_id") REFERENCES "public"."funnels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnel_tags" ADD CONSTRAINT "funnel_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_intake_form_id_forms_id_fk" FOREIGN KEY ("intake_form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_accepted_role_id_roles_id_fk" FOREIGN KEY ("accepted_role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funnels" ADD CONSTRAINT "funnels_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_emails" ADD CONSTRAINT "round_emails_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "round_emails" ADD CONSTRAINT "round_emails_round_id_funnel_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."funnel_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_operation_items" ADD CONSTRAINT "batch_operation_items_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_operation_items" ADD CONSTRAINT "batch_operation_items_operation_id_batch_operations_id_fk" FOREIGN KEY ("operation_id") REFERENCES "public"."batch_operations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_operations" ADD CONSTRAINT "batch_operations_incubator_id_incubators_id_fk" FOREIGN KEY ("incubator_id") REFERENCES "public"."incubators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_operations" ADD CONSTRAINT "batch_operations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_activities_app_idx" ON "application_activities" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_comments_app_idx" ON "application_comments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_emails_app_idx" ON "application_emails" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_evaluators_evaluator_idx" ON "application_evaluators" USING btree ("incubator_id","evaluator_id","submitted_at");--> statement-breakpoint
CREATE INDEX "application_exports_user_idx" ON "application_exports" USING btree ("incubator_id","requested_by","created_at");--> statement-breakpoint
CREATE INDEX "application_invitations_app_idx" ON "application_meeting_invitations" USING btree ("application_id","round_id");--> statement-breakpoint
CREATE INDEX "application_invitations_meeting_idx" ON "application_meeting_invitations" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "application_rounds_app_idx" ON "application_rounds" USING btree ("application_id","entered_at");--> statement-breakpoint
CREATE INDEX "application_tags_tag_idx" ON "application_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "applications_overview_idx" ON "applications" USING btree ("incubator_id","funnel_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_round_idx" ON "applications" USING btree ("incubator_id","round_id","status");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("incubator_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_applicant_idx" ON "applications" USING btree ("applicant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_one_open_idx" ON "applications" USING btree ("funnel_id","applicant_id") WHERE "applications"."status" not in ('accepted', 'rejected', 'delay_rejected') and "applications"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "funnel_admins_user_idx" ON "funnel_admins" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "funnel_rounds_funnel_idx" ON "funnel_rounds" USING btree ("funnel_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "funnels_slug_idx" ON "funnels" USING btree ("incubator_id","slug");--> statement-breakpoint
CREATE INDEX "round_emails_round_idx" ON "round_emails" USING btree ("round_id","kind");--> statement-breakpoint
CREATE INDEX "batch_operations_user_idx" ON "batch_operations" USING btree ("incubator_id","requested_by","created_at");