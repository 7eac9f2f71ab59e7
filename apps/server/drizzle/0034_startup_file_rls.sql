-- Custom SQL migration file, put your code below! --
SELECT launchpad_isolate_tenant('public.timeline_posts');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.startup_document_folders');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.startup_documents');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.milestone_plans');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.milestones');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.startup_exports');
