-- Custom SQL migration file, put your code below! --
SELECT launchpad_isolate_tenant('public.custom_fields');
SELECT launchpad_isolate_tenant('public.custom_field_values');
