-- Custom SQL migration file, put your code below! --
SELECT launchpad_isolate_tenant('public.forms');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.form_versions');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.form_responses');
--> statement-breakpoint
SELECT launchpad_isolate_tenant('public.form_answers');
--> statement-breakpoint
-- A published form version never changes (decision 037): its number, status, definition and
-- publication stay as they were. Deleting it (with its form) stays possible.
CREATE OR REPLACE FUNCTION launchpad_form_version_frozen() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'published' THEN
    RAISE EXCEPTION 'form version % is published and cannot change', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER form_versions_frozen BEFORE UPDATE ON form_versions
  FOR EACH ROW EXECUTE FUNCTION launchpad_form_version_frozen();
