ALTER TABLE "meetings" ADD COLUMN "location_link" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "context_type" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "context_id" uuid;--> statement-breakpoint
CREATE INDEX "meetings_context_idx" ON "meetings" USING btree ("incubator_id","context_type","context_id");--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_context" CHECK (("meetings"."context_type" IS NULL) = ("meetings"."context_id" IS NULL));