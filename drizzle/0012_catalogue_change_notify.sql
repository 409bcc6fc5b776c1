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
CREATE TRIGGER companies_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER products_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER company_members_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER product_documents_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_documents
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER product_ratings_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_ratings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER app_settings_catalogue_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON app_settings
  FOR EACH STATEMENT EXECUTE FUNCTION notify_catalogue_change();
