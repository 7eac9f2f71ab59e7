-- Row-level security of the tasks module's tables (decision 014).
SELECT launchpad_isolate_tenant('public.tasks');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.task_assignees');
