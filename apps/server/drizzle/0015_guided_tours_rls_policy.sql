-- Row-level security of guided_tours (decision 014). The line of the migration before was
-- written after drizzle-kit's comment, on its line, and so did nothing.
SELECT launchpad_isolate_tenant('public.guided_tours');
