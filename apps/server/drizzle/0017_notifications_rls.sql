-- Row-level security for the notifications module's new tables (decision 014).
SELECT launchpad_isolate_tenant('public.notification_settings');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.notification_preferences');
