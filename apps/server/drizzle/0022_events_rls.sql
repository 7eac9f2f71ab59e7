-- Row-level security for the events module tables (decision 014).
SELECT launchpad_isolate_tenant('public.incubator_events');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.incubator_event_hosts');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.incubator_event_tags');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.incubator_event_attendees');
