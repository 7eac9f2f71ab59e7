SELECT launchpad_isolate_tenant('public.jobs');
