-- Custom SQL migration file, put your code below! --
SELECT launchpad_isolate_tenant('public.calendar_feed_tokens');
