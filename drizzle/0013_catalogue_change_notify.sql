-- Every committed change to what the public catalogue pages show sends one notification on
-- 'sampletray_catalogue' (the payload names the table); each app instance LISTENs and drops its
-- cache of rendered pages (server/catalogue-changes.ts, docs/decisions/080). Statement-level, so a
-- bulk import costs one notification per statement, and PostgreSQL folds repeats within a
-- transaction into one.
CREATE OR REPLACE FUNCTION notify_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sampletray_catalogue', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['companies', 'products', 'company_members', 'product_documents',
    'product_ratings', 'app_settings']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change()', t || '_catalogue_change', t);
  END LOOP;
END
$$;
