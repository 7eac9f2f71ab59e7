-- Row-level security for the tags module's tables (decision 014).
SELECT launchpad_isolate_tenant('public.tags');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.industries');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.user_tags');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.startup_tags');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.user_industries');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.startup_industries');
