-- Row-level security, the second line of defence behind scoped()/owned() (decision 014).
-- The server runs tenant work as the role launchpad_app, with the request's incubator in
-- the setting launchpad.incubator_id; this role sees and writes only that incubator's rows.
-- The database owner (who runs the migrations, the seed and the tenant look-up) is not
-- subject to these policies. The role is cluster-wide: created once, shared by databases.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'launchpad_app') THEN
    CREATE ROLE launchpad_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL; -- another database of this cluster created it at the same moment
END $$;
--> statement-breakpoint
-- The owner must be able to become the role (a superuser always can).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'launchpad_app', 'MEMBER') THEN
    EXECUTE format('GRANT launchpad_app TO %I', current_user);
  END IF;
END $$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO launchpad_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO launchpad_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO launchpad_app;
--> statement-breakpoint
-- Tables of later migrations (made by the same owner) are granted as they are created.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO launchpad_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO launchpad_app;
--> statement-breakpoint
-- Installation-wide secrets (the JWT key) are read by the owner at start-up, never by tenant work.
REVOKE ALL ON app_secrets FROM launchpad_app;
--> statement-breakpoint
-- One policy per tenant table, made by this function so that a later migration adds a new
-- table with one line: SELECT launchpad_isolate_tenant('public.my_table');
-- Without a tenant set (NULL), the comparison is never true: nothing is read or written.
CREATE OR REPLACE FUNCTION launchpad_isolate_tenant(tbl regclass, tenant_column name DEFAULT 'incubator_id')
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON %s TO launchpad_app', tbl);
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (%I = nullif(current_setting(''launchpad.incubator_id'', true), '''')::uuid)',
    tbl, tenant_column);
END $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION launchpad_isolate_tenant(regclass, name) FROM PUBLIC;
--> statement-breakpoint
DO $$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT c.table_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name
    WHERE c.table_schema = 'public' AND c.column_name = 'incubator_id' AND tb.table_type = 'BASE TABLE'
  LOOP
    PERFORM launchpad_isolate_tenant(format('public.%I', t.table_name)::regclass);
  END LOOP;
END $$;
--> statement-breakpoint
-- The incubator row itself: a tenant reads and updates its own (branding, plan) only.
SELECT launchpad_isolate_tenant('public.incubators', 'id');
