-- Row-level security of the custom-fields module's tables (decision 014).
SELECT launchpad_isolate_tenant('public.custom_fields');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.custom_field_values');
